// The reader end to end through the API: uploads answered at once, fields arriving from the real
// pg-boss worker (PGlite), duplicates, "nothing read", a person's confirmation through the access layer.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER } from '../../../../src/domain/api-transport';
import { startReadingWorker } from '../../accounting-reading/reading-job';
import { createAuthenticator } from '../../auth/authenticate';
import { createReadingsCsvHandler } from './readings-csv';
import { writeUbl } from '../../accounting-reading/testing/e-invoice-writers';
import { sampleInvoices, type SampleInvoice } from '../../accounting-reading/testing/samples';
import { writeTextPdf } from '../../accounting-reading/testing/text-pdf';
import { dataAs, demoIds, errorCodesAs, type Caller, type DemoIds } from '../../testing/access-matrix-support';
import { encodeWithExtractFiles, pdfFile, postUpload } from '../../testing/multipart';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let ids: DemoIds;
const samples = sampleInvoices(3);

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app);
  const { db, storage, log, config } = app.services;
  await startReadingWorker(app.services.notifications.boss, { db, storage, log, maxBytes: config.maxUploadBytes }, 0.5);
});
afterAll(() => app.close());

interface Reading {
  status: string;
  method: string | null;
  fields: { name: string; value: string; source: string; confidence: number }[];
  confirmed: { name: string; value: string }[] | null;
  duplicateOf: { id: string } | null;
}
const READING = 'reading { status method fields { name value source confidence } confirmed { name value } duplicateOf { id } }';

async function upload(name: string, bytes: Uint8Array, by: { company: string; email: string } = { company: '1001', email: 'finance@demo.test' }, allowDuplicate?: boolean): Promise<{ id: string; reading: Reading }> {
  const data = { type: 'purchase_invoice', date: '2025-03-14', tag: 'reader', company: { connect: { id: ids.company[by.company] } }, attachment: { upload: new File([new Uint8Array(bytes)], name) }, ...(allowDuplicate ? { allowDuplicate } : {}) };
  const query = `mutation($data: AccountingDocumentCreateInput!) { createAccountingDocument(data: $data) { id ${READING} } }`;
  const result = await postUpload<{ createAccountingDocument: { id: string; reading: Reading } }>(app.fetch, await encodeWithExtractFiles(query, { data }), await app.tokenFor(by.email));
  expect(result.errors).toBeUndefined();
  return result.data?.createAccountingDocument as { id: string; reading: Reading };
}

const READ_DOCUMENT = `query($id: ID!) { accountingDocument(where: { id: $id }) { ${READING} } }`;

async function readingOnceDone(id: string, caller: Caller = 'finance'): Promise<Reading> {
  return vi.waitFor(
    async () => {
      const { accountingDocument } = await dataAs<{ accountingDocument: { reading: Reading } }>(app, caller, READ_DOCUMENT, { id });
      if (accountingDocument.reading.status === 'pending') throw new Error('still pending');
      return accountingDocument.reading;
    },
    { timeout: 30_000, interval: 200 },
  );
}

const valuesOf = (reading: Reading) => Object.fromEntries(reading.fields.map((field) => [field.name, field.value]));
const confirm = 'mutation($d: ID!, $v: [AccountingFieldValueInput!]!) { confirmAccountingReading(document: $d, values: $v) { id reading { confirmed { name value } } } }';
const sample = samples[0] as SampleInvoice;

/** GET /api/accounting-readings.csv as the user `email`. */
async function get(email: string, query: string): Promise<Response> {
  const exportCsv = createReadingsCsvHandler(app.services, createAuthenticator(app.services, null));
  return exportCsv(new Request(`http://localhost/api/accounting-readings.csv?${query}`, { headers: { authorization: `Bearer ${await app.tokenFor(email)}`, [CSRF_HEADER]: 'true' } }), '127.0.0.1');
}
const csvLines = async (response: Response) => (await response.text()).replace(/^\uFEFF/, '').trim().split('\r\n');

describe('reading uploaded accounting documents', () => {
  let xmlId = '';

  it('reads an e-invoice exactly while uploading (before storing, for the duplicate check): the answer carries it', async () => {
    const uploaded = await upload('invoice.xml', new TextEncoder().encode(writeUbl(sample)));
    xmlId = uploaded.id;
    expect(uploaded.reading.status).toBe('done');
    const reading = await readingOnceDone(uploaded.id);
    expect(reading.method).toBe('structured');
    expect(valuesOf(reading)).toMatchObject({ invoiceNumber: sample.number, supplierName: sample.supplier.name, supplierVatId: sample.supplier.vatId });
    expect(reading.fields.every((field) => field.source === 'exact')).toBe(true);
    expect(reading.duplicateOf).toBeNull();
  });

  it('flags the same invoice sent again as a PDF anyway (allowDuplicate; refused without it) as a duplicate of the first', async () => {
    const uploaded = await upload('invoice.pdf', await writeTextPdf(sample, 0), undefined, true);
    const reading = await readingOnceDone(uploaded.id);
    expect(reading.method).toBe('text');
    expect(reading.duplicateOf).toEqual({ id: xmlId });
  });

  it('refuses an HTML page or a text named .xml: only files that start as XML are e-invoices', async () => {
    const query = 'mutation($data: AccountingDocumentCreateInput!) { createAccountingDocument(data: $data) { id } }';
    for (const body of ['<html><script>alert(1)</script></html>', 'plain text']) {
      const data = { type: 'purchase_invoice', date: '2025-03-14', tag: 'reader', company: { connect: { id: ids.company['1001'] } }, attachment: { upload: new File([body], 'invoice.xml') } };
      const result = await postUpload(app.fetch, await encodeWithExtractFiles(query, { data }), await app.tokenFor('finance@demo.test'));
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toContain('File type not accepted');
    }
  });

  it('stores and lists a file it cannot read, with nothing read, read by the background job', async () => {
    const uploaded = await upload('scan.pdf', pdfFile('not really a pdf'));
    expect(uploaded.reading.status).toBe('pending');
    const reading = await readingOnceDone(uploaded.id);
    expect(reading).toMatchObject({ status: 'done', method: 'none', fields: [] });
  });

  it('keeps a person’s corrections and matches the supplier by VAT ID on the next document', async () => {
    const first = await upload('first.pdf', await writeTextPdf(samples[1] as SampleInvoice, 1));
    await readingOnceDone(first.id);
    const values = [
      { name: 'supplierName', value: 'Imprimerie Dupont (Paris)' },
      { name: 'supplierVatId', value: (samples[1] as SampleInvoice).supplier.vatId },
      { name: 'totalAmount', value: '1 170,00' },
    ];
    const { confirmAccountingReading } = await dataAs<{ confirmAccountingReading: { reading: Reading } }>(app, 'accountant', confirm, { d: first.id, v: values });
    expect(confirmAccountingReading.reading.confirmed).toEqual(expect.arrayContaining([{ name: 'totalAmount', value: '1170.00' }, { name: 'supplierName', value: 'Imprimerie Dupont (Paris)' }]));
    // Another invoice of the same supplier (same VAT ID), whose letterhead the text rules would take as its name.
    const next = { ...(samples[1] as SampleInvoice), number: 'FR-2025-999' };
    const later = await upload('later.pdf', await writeTextPdf(next, 5));
    const reading = await readingOnceDone(later.id);
    expect(reading.fields.find((field) => field.name === 'supplierName')).toMatchObject({ value: 'Imprimerie Dupont (Paris)', source: 'read' });
  });

  it('refuses a confirmation by someone who may not upload there, and bad values, changing nothing', async () => {
    const values = [{ name: 'totalAmount', value: '12.00' }];
    expect(await errorCodesAs(app, 'hr', confirm, { d: xmlId, v: values })).toEqual(['NOT_FOUND']);
    expect(await errorCodesAs(app, 'anonymous', confirm, { d: xmlId, v: values })).toEqual(['UNAUTHENTICATED']);
    expect(await errorCodesAs(app, 'finance', confirm, { d: xmlId, v: [{ name: 'iban', value: 'LU00 0000' }] })).toEqual(['BAD_USER_INPUT']);
    expect(await errorCodesAs(app, 'finance', confirm, { d: xmlId, v: [{ name: 'password', value: 'x' }] })).toEqual(['BAD_USER_INPUT']);
    expect((await readingOnceDone(xmlId)).confirmed).toBeNull();
  });

  it('filters the company’s documents by supplier, amount range and period', async () => {
    const query = 'query($w: AccountingReadingsWhere!) { accountingDocumentsByReading(where: $w) { id } }';
    const byReading = async (where: Record<string, unknown>) =>
      (await dataAs<{ accountingDocumentsByReading: { id: string }[] }>(app, 'finance', query, { w: { company: ids.company['1001'], ...where } })).accountingDocumentsByReading.map((d) => d.id);
    expect(await byReading({ supplier: sample.supplier.name.slice(0, 10).toUpperCase() })).toContain(xmlId);
    expect(await byReading({ supplier: 'nobody of that name' })).toEqual([]);
    expect(await byReading({ from: sample.issueDate, to: sample.issueDate })).toContain(xmlId);
    expect(await byReading({ amountFrom: '0.00', amountTo: '0.01' })).not.toContain(xmlId);
    expect(await errorCodesAs(app, 'finance', query, { w: { company: ids.company['1001'], amountFrom: 'lots' } })).toEqual(['BAD_USER_INPUT']);
    const other = await dataAs<{ accountingDocumentsByReading: unknown[] }>(app, 'hr', query, { w: { company: ids.company['1001'] } });
    expect(other.accountingDocumentsByReading).toEqual([]);
  });

  it('exports the confirmed fields of a company and period as CSV, only to its readers', async () => {
    const confirmed = samples[1] as SampleInvoice;
    const period = `company=${ids.company['1001']}&from=${confirmed.issueDate}&to=${confirmed.issueDate}`;
    const response = await get('finance@demo.test', period);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = await csvLines(response);
    expect(lines[0]).toContain('document id,file name,document kind,supplier,supplier VAT ID,invoice number,issue date');
    // The one confirmed document of that day, with the person's values (the unconfirmed are left out).
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',Imprimerie Dupont (Paris),');
    expect(lines[1]).toContain(',1170.00,');
    // HR of 1001 does not read its accounting: a header and nothing else.
    expect(await csvLines(await get('hr@demo.test', period))).toHaveLength(1);
    expect((await get('finance@demo.test', `company=${ids.company['1001']}&from=2025-13-01&to=2025-01-01`)).status).toBe(400);
  });

  it('refuses finance of 1001 confirming or exporting a reading of 1003; an administrator reads it unchanged', async () => {
    const theirs = samples[2] as SampleInvoice;
    const uploaded = await upload('ardennes.xml', new TextEncoder().encode(writeUbl(theirs)), { company: '1003', email: 'accountant@demo.test' });
    await readingOnceDone(uploaded.id, 'accountant');
    await dataAs(app, 'accountant', confirm, { d: uploaded.id, v: [{ name: 'totalAmount', value: '99.00' }] });
    const asAdmin = () => dataAs<{ accountingDocument: { reading: Reading } }>(app, 'admin', READ_DOCUMENT, { id: uploaded.id });
    const before = await asAdmin();
    expect(before.accountingDocument.reading.confirmed).toContainEqual({ name: 'totalAmount', value: '99.00' });

    expect(await errorCodesAs(app, 'finance', confirm, { d: uploaded.id, v: [{ name: 'totalAmount', value: '1.00' }] })).toEqual(['NOT_FOUND']);
    expect(await asAdmin()).toEqual(before);

    const period = `company=${ids.company['1003']}&from=${theirs.issueDate}&to=${theirs.issueDate}`;
    expect(await csvLines(await get('accountant@demo.test', period))).toHaveLength(2);
    // Finance of 1001 does not read 1003's accounting: a header and nothing else.
    expect(await csvLines(await get('finance@demo.test', period))).toHaveLength(1);
  });
});
