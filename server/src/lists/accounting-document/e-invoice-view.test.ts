// The e-invoice view through the API (issue #46): an uploaded XML is kept as it came and read for a
// person by `accountingEInvoice`, found through the accounting list's read filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCii, writeUbl } from '../../accounting-reading/testing/e-invoice-writers';
import { BUYER, SUPPLIERS, type SampleInvoice } from '../../accounting-reading/testing/samples';
import { dataAs, demoIds, type Caller, type DemoIds } from '../../testing/access-matrix-support';
import { encodeWithExtractFiles, postUpload } from '../../testing/multipart';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app);
});
afterAll(() => app.close());

const sample: SampleInvoice = {
  language: 'en',
  kind: 'invoice',
  number: 'VIEW-API-1',
  issueDate: '2025-05-02',
  dueDate: '2025-06-01',
  currency: 'USD',
  supplier: { ...SUPPLIERS.en[0]!, address: { street: '1 Harbour Road', postalCode: 'L-2000', city: 'Luxembourg', country: 'LU' } },
  buyer: BUYER,
  lines: [
    { name: 'Audit', quantity: '10', unitCode: 'HUR', unitPrice: '150.00', rate: '17' },
    { name: 'Books', quantity: '2', unitCode: 'C62', unitPrice: '25.00', rate: '3' },
  ],
  taxes: [
    { rate: '17', taxable: '1500.00' },
    { rate: '3', taxable: '50.00' },
  ],
};

/** Uploads `xml` as finance@ of 1001 and returns the stored file's key (from its signed link) and what storage holds. */
async function upload(name: string, xml: string): Promise<{ file: string; stored: string }> {
  const data = { type: 'purchase_invoice', date: '2025-05-02', tag: 'view', company: { connect: { id: ids.company['1001'] } }, attachment: { upload: new File([xml], name) } };
  const query = 'mutation($data: AccountingDocumentCreateInput!) { createAccountingDocument(data: $data) { attachment { url } } }';
  const result = await postUpload<{ createAccountingDocument: { attachment: { url: string } } }>(app.fetch, await encodeWithExtractFiles(query, { data }), await app.tokenFor('finance@demo.test'));
  expect(result.errors).toBeUndefined();
  const url = result.data?.createAccountingDocument.attachment.url as string;
  const file = new URL(url, 'http://localhost').pathname.replace(/^\/files\//, '');
  const stream = await app.services.storage.read(file);
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream ?? []) chunks.push(chunk);
  return { file, stored: Buffer.concat(chunks).toString('utf8') };
}

const VIEW = `query($f: String!) { accountingEInvoice(file: $f) {
  outcome refusal
  invoice { format kind number issueDate dueDate currency netAmount vatAmount totalAmount amountDue iban lineCount
    supplier { name vatId address { lines postalCode city country } } buyer { name vatId address { city } }
    lines { id name quantity unitCode unitPrice netAmount vatRate } vatBreakdown { rate taxable tax } }
} }`;

const viewAs = async (caller: Caller, file: string) => (await dataAs<{ accountingEInvoice: Record<string, unknown> | null }>(app, caller, VIEW, { f: file })).accountingEInvoice;

describe('accountingEInvoice', () => {
  it('a UBL upload is kept byte for byte and read for a person: parties, lines, VAT per rate, totals in its currency', async () => {
    const xml = writeUbl(sample);
    const { file, stored } = await upload('view-api.xml', xml);
    expect(stored).toBe(xml);
    const view = await viewAs('finance', file);
    expect(view).toMatchObject({
      outcome: 'read',
      refusal: null,
      invoice: {
        format: 'ubl',
        kind: 'invoice',
        number: 'VIEW-API-1',
        issueDate: '2025-05-02',
        dueDate: '2025-06-01',
        currency: 'USD',
        netAmount: '1550.00',
        vatAmount: '256.50',
        totalAmount: '1806.50',
        amountDue: '1806.50',
        iban: sample.supplier.iban,
        lineCount: 2,
        supplier: { name: sample.supplier.name, vatId: sample.supplier.vatId, address: { lines: ['1 Harbour Road'], postalCode: 'L-2000', city: 'Luxembourg', country: 'LU' } },
        buyer: { name: BUYER.name, vatId: BUYER.vatId, address: null },
        lines: [
          { id: '1', name: 'Audit', quantity: '10', unitCode: 'HUR', unitPrice: '150.00', netAmount: '1500.00', vatRate: '17' },
          { id: '2', name: 'Books', quantity: '2', unitCode: 'C62', unitPrice: '25.00', netAmount: '50.00', vatRate: '3' },
        ],
        vatBreakdown: [
          { rate: '17', taxable: '1500.00', tax: '255.00' },
          { rate: '3', taxable: '50.00', tax: '1.50' },
        ],
      },
    });
    // The fiduciary's accountant reads the company's documents too; another company's finance does not find it.
    expect(await viewAs('accountant', file)).toMatchObject({ outcome: 'read' });
    expect(await viewAs('hr', file)).toBeNull();
    expect(await viewAs('employee', file)).toBeNull();
  });

  it('a CII credit note is read the same way', async () => {
    const { file } = await upload('view-api-cii.xml', writeCii({ ...sample, kind: 'credit_note', number: 'VIEW-API-CN' }));
    expect(await viewAs('finance', file)).toMatchObject({ outcome: 'read', invoice: { format: 'cii', kind: 'credit_note', number: 'VIEW-API-CN', lineCount: 2 } });
  });

  it('hostile XML is stored as it came and refused with its reason, nothing expanded', async () => {
    const xxe = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><Invoice>&x;</Invoice>';
    const { file, stored } = await upload('xxe.xml', xxe);
    expect(stored).toBe(xxe);
    expect(await viewAs('finance', file)).toEqual({ outcome: 'refused', refusal: 'doctype', invoice: null });
    const deep = `<?xml version="1.0"?>${'<a>'.repeat(5_000)}${'</a>'.repeat(5_000)}`;
    expect(await viewAs('finance', (await upload('deep.xml', deep)).file)).toEqual({ outcome: 'refused', refusal: 'tooDeep', invoice: null });
  });

  it('XML that is no e-invoice is "unrecognised"; a file no accounting document has is null', async () => {
    const { file } = await upload('order.xml', '<?xml version="1.0"?><order><id>7</id></order>');
    expect(await viewAs('finance', file)).toEqual({ outcome: 'unrecognised', refusal: null, invoice: null });
    expect(await viewAs('finance', 'no-such-file')).toBeNull();
  });
});
