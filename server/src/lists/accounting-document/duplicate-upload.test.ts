// Issue #46, deliverable 4: the same invoice (supplier + number + total) already in the company is
// refused BEFORE it is stored — read on the upload's path where that is exact and cheap (e-invoice,
// Factur-X, a PDF's text) — unless the uploader sends it anyway (`allowDuplicate`).
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeCii, writeUbl } from '../../accounting-reading/testing/e-invoice-writers';
import { sampleInvoices, type SampleInvoice } from '../../accounting-reading/testing/samples';
import { writeTextPdf } from '../../accounting-reading/testing/text-pdf';
import { accountingDocuments, accountingReadings, auditEvents } from '../../db/schema';
import { demoIds, type DemoIds } from '../../testing/access-matrix-support';
import { encodeWithExtractFiles, postUpload, storedFiles } from '../../testing/multipart';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let ids: DemoIds;
// No reading worker: whatever these tests see was read on the upload's own path.
beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app);
});
afterAll(() => app.close());

const [base, other] = sampleInvoices(1) as [SampleInvoice, SampleInvoice];
const CREATE = 'mutation($data: AccountingDocumentCreateInput!) { createAccountingDocument(data: $data) { id attachment { filename } reading { status method duplicateOf { id } } } }';

interface Created {
  id: string;
  attachment: { filename: string };
  reading: { status: string; method: string | null; duplicateOf: { id: string } | null };
}
interface Answer {
  data?: { createAccountingDocument: Created | null } | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

async function upload(name: string, bytes: Uint8Array | string, options: { email?: string; company?: string; type?: string; allowDuplicate?: boolean; uploadKey?: string } = {}): Promise<Answer> {
  const data = {
    type: options.type ?? 'purchase_invoice',
    date: '2025-03-14',
    tag: 'duplicates',
    company: { connect: { id: ids.company[options.company ?? '1001'] } },
    attachment: { upload: new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name) },
    ...(options.allowDuplicate !== undefined ? { allowDuplicate: options.allowDuplicate } : {}),
    ...(options.uploadKey ? { uploadKey: options.uploadKey } : {}),
  };
  return postUpload(app.fetch, await encodeWithExtractFiles(CREATE, { data }), await app.tokenFor(options.email ?? 'finance@demo.test'));
}

function created(answer: Answer): Created {
  expect(answer.errors).toBeUndefined();
  return answer.data?.createAccountingDocument as Created;
}

/** What a refused upload must leave as it was: the documents, their readings, the audit log and the stored files. */
async function state() {
  const db = app.services.db;
  const [documents] = await db.select({ n: count() }).from(accountingDocuments);
  const [readings] = await db.select({ n: count() }).from(accountingReadings);
  const [audit] = await db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.list, 'AccountingDocument'));
  return { documents: documents?.n, readings: readings?.n, audit: audit?.n, files: (await storedFiles(app.dataDir)).sort() };
}

describe('an invoice already in the company, caught before it is stored', () => {
  const invoice: SampleInvoice = { ...base, number: 'DUP-2025-001' };
  let first: Created;

  it('reads an e-invoice while uploading: stored with its exact fields, no background job needed', async () => {
    first = created(await upload('first.xml', writeUbl(invoice)));
    expect(first.reading).toEqual({ status: 'done', method: 'structured', duplicateOf: null });
  });

  it('refuses the same invoice as a text PDF (other bytes) with DUPLICATE_INVOICE naming the first, storing nothing', async () => {
    const before = await state();
    const save = vi.spyOn(app.services.storage, 'save');
    const answer = await upload('again.pdf', await writeTextPdf(invoice, 0));
    expect(save).not.toHaveBeenCalled();
    save.mockRestore();
    expect(answer.data?.createAccountingDocument).toBeNull();
    const [error] = answer.errors ?? [];
    expect(error?.extensions?.code).toBe('DUPLICATE_INVOICE');
    const [row] = await app.services.db.select({ createdAt: accountingDocuments.createdAt }).from(accountingDocuments).where(eq(accountingDocuments.id, first.id));
    const uploadedAt = row?.createdAt.toISOString();
    expect(error?.extensions?.duplicateOf).toEqual({ id: first.id, filename: 'first.xml', uploadedAt });
    expect(error?.message).toBe(`Duplicate invoice: the same supplier, number and total were already uploaded as "first.xml" on ${uploadedAt}`);
    // Read again: no document, no reading, no audit entry, no file.
    expect(await state()).toEqual(before);
  });

  it('refuses a Factur-X PDF and a CII e-invoice of the same invoice too', async () => {
    const facturX = await writeTextPdf(invoice, 1, { attachment: { filename: 'factur-x.xml', xml: writeCii(invoice) } });
    expect((await upload('factur-x.pdf', facturX)).errors?.[0]?.extensions?.code).toBe('DUPLICATE_INVOICE');
    expect((await upload('invoice-cii.xml', writeCii(invoice))).errors?.[0]?.extensions?.code).toBe('DUPLICATE_INVOICE');
  });

  it('stores it when sent anyway (allowDuplicate), marked as a duplicate of the first', async () => {
    const before = await state();
    const sent = created(await upload('again.pdf', await writeTextPdf(invoice, 0), { allowDuplicate: true }));
    expect(sent.attachment.filename).toBe('again.pdf');
    expect(sent.reading).toEqual({ status: 'done', method: 'text', duplicateOf: { id: first.id } });
    const after = await state();
    expect(after.documents).toBe(Number(before.documents) + 1);
    expect(after.files).toHaveLength(before.files.length + 1);
  });

  it('answers a repeated uploadKey with its first item, never as a duplicate of itself (a retry after a lost answer)', async () => {
    const own: SampleInvoice = { ...base, number: 'DUP-2025-KEY' };
    const key = 'duplicate-test-key-0001';
    const stored = created(await upload('keyed.xml', writeUbl(own), { uploadKey: key }));
    const again = created(await upload('keyed.xml', writeUbl(own), { uploadKey: key }));
    expect(again.id).toBe(stored.id);
  });

  it('stores one of two uploads of the same invoice sent at once, refusing the other and keeping no file of it', async () => {
    const twice: SampleInvoice = { ...base, number: 'DUP-2025-RACE' };
    const before = await state();
    // Both past the check before storing before either is stored: only the check in the insert's
    // transaction, under the invoice's lock, can catch the second.
    const storage = app.services.storage;
    const save = storage.save.bind(storage);
    let arrived = 0;
    let release = () => {};
    const bothChecked = new Promise<void>((resolve) => (release = resolve));
    const spy = vi.spyOn(storage, 'save').mockImplementation(async (file, options) => {
      if (++arrived === 2) release();
      await bothChecked;
      return save(file, options);
    });
    const pdf = await writeTextPdf(twice, 2);
    const answers = await Promise.all([upload('race-a.xml', writeUbl(twice)), upload('race-b.pdf', pdf)]);
    spy.mockRestore();
    expect(arrived).toBe(2);
    expect(answers.map((answer) => answer.errors?.[0]?.extensions?.code ?? 'stored').sort()).toEqual(['DUPLICATE_INVOICE', 'stored']);
    const after = await state();
    expect(after.documents).toBe(Number(before.documents) + 1);
    expect(after.files).toHaveLength(before.files.length + 1);
  });

  it('does not count another company’s identical invoice', async () => {
    const theirs = created(await upload('first.xml', writeUbl(invoice), { email: 'accountant@demo.test', company: '1003' }));
    expect(theirs.reading).toEqual({ status: 'done', method: 'structured', duplicateOf: null });
  });

  it('another invoice of the same supplier (other number) is stored', async () => {
    const next = created(await upload('next.xml', writeUbl({ ...invoice, number: 'DUP-2025-002' })));
    expect(next.reading.duplicateOf).toBeNull();
  });

  it('refuses a caller without the right to upload there, with or without allowDuplicate, naming nothing', async () => {
    const before = await state();
    for (const allowDuplicate of [undefined, true]) {
      // HR of 1001 reads 1001 but not its accounting; finance of 1001 has no part in 1003.
      for (const [email, company] of [['hr@demo.test', '1001'], ['finance@demo.test', '1003']] as const) {
        const answer = await upload('again.pdf', await writeTextPdf(invoice, 0), { email, company, allowDuplicate });
        expect(answer.errors?.[0]?.extensions?.code, `${email} ${company}`).not.toBe('DUPLICATE_INVOICE');
        expect(answer.errors?.[0]?.message).not.toContain('first.xml');
        expect(answer.data?.createAccountingDocument ?? null).toBeNull();
      }
    }
    expect(await state()).toEqual(before);
  });

  it('leaves scans and photos to the background reading: stored at once, pending', async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode(other.number)]);
    const photo = created(await upload('photo.jpg', jpeg));
    expect(photo.reading).toEqual({ status: 'pending', method: null, duplicateOf: null });
  });
});
