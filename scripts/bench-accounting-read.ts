// `npm run bench:accounting-read` (issue #46): how many fields the accounting reader gets right and
// how long it takes per document, per tier — structured (UBL, CII and Factur-X written here), text
// PDFs (fr/de/en/pt, generated with pdf-lib) and OCR (the same rasterised by pdftoppm: JPEG-compressed,
// low resolution, sideways, scanned into a PDF; Debian's Tesseract). Figures are reported, not asserted;
// the thresholds are the tests' (read-document.test.ts, ocr.test.ts). OCR_DOCUMENTS sets the OCR sample.
import { performance } from 'node:perf_hooks';
import type { Reading } from '../src/domain/accounting-reading-fields';
import { readDocument, type ReadableKind } from '../server/src/accounting-reading/read-document';
import { addScores, score, type Score } from '../server/src/accounting-reading/testing/accuracy';
import { writeCii, writeUbl } from '../server/src/accounting-reading/testing/e-invoice-writers';
import { SCAN_VARIANTS, scanOf } from '../server/src/accounting-reading/testing/rasterise';
import { expectedFields, sampleInvoices, type SampleInvoice } from '../server/src/accounting-reading/testing/samples';
import { writeTextPdf } from '../server/src/accounting-reading/testing/text-pdf';
import { percentile } from './bench/stats';

const PER_LANGUAGE = 10;
const OCR_DOCUMENTS = Number(process.env.OCR_DOCUMENTS ?? 16);
const encode = (text: string) => new TextEncoder().encode(text);

interface Tier {
  name: string;
  scores: Score[];
  ms: number[];
}

async function measure(tier: Tier, sample: SampleInvoice, bytes: Uint8Array, kind: ReadableKind) {
  const started = performance.now();
  const reading: Reading = await readDocument(bytes, kind);
  tier.ms.push(performance.now() - started);
  tier.scores.push(score(reading, expectedFields(sample)));
}

const msAt = (values: readonly number[], p: number) => (values.length > 0 ? percentile([...values].sort((a, b) => a - b), p) : 0);

const samples = sampleInvoices(PER_LANGUAGE);
const tiers: Tier[] = [
  { name: 'structured: UBL', scores: [], ms: [] },
  { name: 'structured: CII', scores: [], ms: [] },
  { name: 'structured: Factur-X PDF', scores: [], ms: [] },
  { name: 'text PDF', scores: [], ms: [] },
  { name: 'OCR', scores: [], ms: [] },
];
const [ubl, cii, facturX, text, ocr] = tiers as [Tier, Tier, Tier, Tier, Tier];
for (const [index, sample] of samples.entries()) {
  await measure(ubl, sample, encode(writeUbl(sample)), 'xml');
  await measure(cii, sample, encode(writeCii(sample)), 'xml');
  await measure(facturX, sample, await writeTextPdf(sample, index, { attachment: { filename: 'factur-x.xml', xml: writeCii(sample) } }), 'pdf');
  await measure(text, sample, await writeTextPdf(sample, index), 'pdf');
}
// Spread over the languages and the scan variants.
for (let i = 0; i < OCR_DOCUMENTS; i++) {
  const index = (i % 4) * PER_LANGUAGE + Math.floor(i / 4);
  const sample = samples[index] as SampleInvoice;
  const scan = await scanOf(await writeTextPdf(sample, index), SCAN_VARIANTS[i % SCAN_VARIANTS.length] ?? 'jpeg');
  await measure(ocr, sample, scan.bytes, scan.kind);
}

console.log(`\nAccounting reader, ${samples.length} invoices (fr/de/en/pt; ${OCR_DOCUMENTS} for OCR)\n`);
console.log('| tier | documents | fields right | share | ms / document (p50) | ms / document (p95) |');
console.log('|---|---|---|---|---|---|');
for (const tier of tiers) {
  const total = addScores(tier.scores);
  const share = total.total > 0 ? ((100 * total.right) / total.total).toFixed(1) : '—';
  console.log(`| ${tier.name} | ${tier.scores.length} | ${total.right} / ${total.total} | ${share} % | ${msAt(tier.ms, 50).toFixed(0)} | ${msAt(tier.ms, 95).toFixed(0)} |`);
}
const misses = addScores([...text.scores, ...ocr.scores]).wrong;
const byField = new Map<string, number>();
for (const miss of misses) byField.set(miss.split(':')[0] as string, (byField.get(miss.split(':')[0] as string) ?? 0) + 1);
console.log(`\nFields missed (text and OCR): ${[...byField].map(([field, count]) => `${field} ${count}`).join(', ') || 'none'}`);
