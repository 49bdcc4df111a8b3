import { describe, expect, it } from 'vitest';
import { readDocument } from './read-document';
import { readEInvoice, XmlRefused } from './e-invoice';
import { parseXml } from './safe-xml';
import { addScores, score } from './testing/accuracy';
import { writeCii, writeUbl } from './testing/e-invoice-writers';
import { expectedFields, sampleInvoices } from './testing/samples';
import { printedLines, writeTextPdf } from './testing/text-pdf';

const samples = sampleInvoices(6);
const encode = (xml: string) => new TextEncoder().encode(xml);

describe('e-invoices: every field exact', () => {
  it.each(['ubl', 'cii'] as const)('%s: invoices and credit notes, several VAT rates, foreign currency: every field right', async (syntax) => {
    const scores = [];
    for (const sample of samples) {
      const reading = await readDocument(encode(syntax === 'ubl' ? writeUbl(sample) : writeCii(sample)), 'xml');
      expect(reading.method).toBe('structured');
      expect(Object.values(reading.fields).every((field) => field.source === 'exact' && field.confidence === 1)).toBe(true);
      scores.push(score(reading, expectedFields(sample)));
    }
    const total = addScores(scores);
    expect(total.wrong).toEqual([]);
    expect(total.right).toBe(total.total);
  });

  it('keeps the VAT breakdown per rate', async () => {
    const sample = samples.find((s) => s.taxes.length === 2);
    if (!sample) throw new Error('no two-rate sample');
    const reading = readEInvoice(writeUbl(sample));
    expect(reading?.vatLines.map((line) => line.rate)).toEqual(sample.taxes.map((line) => line.rate));
    expect(reading?.vatLines.map((line) => line.taxable)).toEqual(sample.taxes.map((line) => line.taxable));
  });

  it('Factur-X: the CII inside a PDF/A-3 is read exactly; where the printed page differs, the XML wins and the difference is kept', async () => {
    const sample = samples[0];
    if (!sample) throw new Error('no sample');
    const printed = printedLines(sample).map(([left, right]) => [left.replace(sample.number, 'OTHER-1'), right] as [string, string?]);
    const pdf = await writeTextPdf(sample, 0, { attachment: { filename: 'factur-x.xml', xml: writeCii(sample) }, printed });
    const reading = await readDocument(pdf, 'pdf');
    expect(reading).toMatchObject({ method: 'structured', format: 'cii' });
    expect(score(reading, expectedFields(sample)).wrong).toEqual([]);
    expect(reading.differences).toEqual([{ field: 'invoiceNumber', xml: sample.number, text: 'OTHER-1' }]);
  });
});

describe('untrusted XML', () => {
  it('refuses external entities (XXE) and entity expansion (billion laughs) before any is resolved', () => {
    const xxe = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><Invoice>&x;</Invoice>';
    const laughs = `<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "ha">${Array.from({ length: 9 }, (_, i) => `<!ENTITY ${'b'.repeat(i + 1)} "${'&a;'.repeat(10)}">`).join('')}]><l>&bbbbbbbbb;</l>`;
    expect(() => parseXml(xxe)).toThrow(XmlRefused);
    expect(() => parseXml(xxe)).toThrow(/document type declaration/);
    expect(() => parseXml(laughs)).toThrow(/document type declaration/);
    expect(() => parseXml('<a>&undeclared;</a>')).toThrow(XmlRefused);
  });

  it('refuses XML too deep, too large or not well-formed', () => {
    expect(() => parseXml(`${'<a>'.repeat(100)}${'</a>'.repeat(100)}`)).toThrow(/deeper than 64/);
    expect(() => parseXml('<a>x</a>', { maxBytes: 4, maxDepth: 64, maxElements: 10 })).toThrow(/larger than/);
    expect(() => parseXml('<a><b></a>')).toThrow(/not well-formed/);
  });

  it('reads nothing from such a file instead of failing the upload', async () => {
    const reading = await readDocument(encode('<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><Invoice>&e;</Invoice>'), 'xml');
    expect(reading).toMatchObject({ method: 'none', fields: {} });
  });
});

describe('text PDFs in French, German, English and Portuguese', () => {
  it('reads at least 95 % of the fields right', async () => {
    const scores = [];
    for (const [index, sample] of samples.entries()) {
      const reading = await readDocument(await writeTextPdf(sample, index), 'pdf', { ocr: false });
      expect(reading.method).toBe('text');
      scores.push(score(reading, expectedFields(sample)));
    }
    const total = addScores(scores);
    const accuracy = total.right / total.total;
    expect(accuracy, total.wrong.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('a PDF without text, read without OCR, has nothing read', async () => {
    const { PDFDocument } = await import('pdf-lib');
    const empty = await PDFDocument.create();
    empty.addPage();
    expect((await readDocument(await empty.save(), 'pdf', { ocr: false })).method).toBe('none');
    expect((await readDocument(encode('%PDF-1.4 broken'), 'pdf', { ocr: false })).method).toBe('none');
  });
});
