// OCR for real: Debian's Tesseract (fra, deu, eng, por) and pdftoppm, installed by scripts/ensure-test-tools.mjs.
import { describe, expect, it } from 'vitest';
import { readDocument } from './read-document';
import { addScores, score } from './testing/accuracy';
import { SCAN_VARIANTS, scanOf } from './testing/rasterise';
import { expectedFields, sampleInvoices } from './testing/samples';
import { writeTextPdf } from './testing/text-pdf';

describe('scans and photos, read by OCR', () => {
  it('reads at least 85 % of the fields of JPEG, low-resolution, sideways and scanned-PDF invoices in four languages', { timeout: 600_000 }, async () => {
    const samples = sampleInvoices(2);
    const scores = [];
    for (const [index, sample] of samples.entries()) {
      const variant = SCAN_VARIANTS[index % SCAN_VARIANTS.length] ?? 'jpeg';
      const scan = await scanOf(await writeTextPdf(sample, index), variant);
      const reading = await readDocument(scan.bytes, scan.kind);
      expect(reading.method).toBe('ocr');
      // OCR never claims what the file does not carry: nothing exact.
      expect(Object.values(reading.fields).some((field) => field.source === 'exact')).toBe(false);
      scores.push(score(reading, expectedFields(sample)));
    }
    const total = addScores(scores);
    expect(total.right / total.total, total.wrong.join('\n')).toBeGreaterThanOrEqual(0.85);
  });

  it('an image with no text has nothing read', { timeout: 120_000 }, async () => {
    const { PDFDocument } = await import('pdf-lib');
    const blank = await PDFDocument.create();
    blank.addPage([200, 200]);
    const scan = await scanOf(await blank.save(), 'jpeg');
    expect((await readDocument(scan.bytes, 'jpeg')).method).toBe('none');
  });
});
