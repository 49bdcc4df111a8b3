import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingDocuments, hrDocuments, hrSalaries, hrSalaryWorkflowDocuments, hrSalaryWorkflows } from '../../db/schema';
import { buildMultipart, demoIds, encodeWithExtractFiles, graphqlUploadParts, pdfFile, postUpload, sha256Hex, storedFiles } from '../../testing/multipart';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app.services.db);
});
afterAll(() => app.close());

type Attachment = { filename: string; filesize: number; sha256: string; url: string };
const ATTACHMENT = 'attachment { filename filesize sha256 url }';

const createHrSalary = `mutation($data: HrSalaryCreateInput!) { createHrSalary(data: $data) { id date type employee { code } ${ATTACHMENT} } }`;
const createAccounting = `mutation($data: AccountingDocumentCreateInput!) { createAccountingDocument(data: $data) { id type tag company { code } ${ATTACHMENT} } }`;
const createHrDocument = `mutation($data: HrDocumentCreateInput!) { createHrDocument(data: $data) { id needsReview expirationDate ${ATTACHMENT} } }`;

/** Sends one file with a body built by hand, part by part in the spec's order. */
async function sendByHand<T>(token: string, query: string, data: Record<string, unknown>, filePath: string, filename: string, bytes: Uint8Array) {
  const body = buildMultipart(graphqlUploadParts(query, { data }, [{ path: filePath, filename, bytes }]), '----portal-test-boundary-42');
  return postUpload<T>(app.fetch, body, token);
}

const rows = async (table: typeof hrSalaries | typeof accountingDocuments | typeof hrDocuments | typeof hrSalaryWorkflows | typeof hrSalaryWorkflowDocuments) =>
  (await app.services.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('createHrSalary', () => {
  it('stores a salary slip sent as a hand-built multipart body, with the size and SHA-256 of the bytes sent', async () => {
    const token = await app.tokenFor('payroll@demo.test');
    const bytes = pdfFile('slip for code 12, November 2025');
    const data = { date: '2025-11-01', type: 'slip', employee: { connect: { id: await ids.employee('1001', '12') } }, attachment: { upload: null }, uploadKey: 'hand-built-slip-1' };
    const before = await storedFiles(app.dataDir);
    const result = await sendByHand<{ createHrSalary: { employee: { code: string }; attachment: Attachment } }>(token, createHrSalary, data, 'variables.data.attachment.upload', 'Sal_1001_12_112025.pdf', bytes);
    expect(result.errors).toBeUndefined();
    const created = result.data?.createHrSalary;
    expect(created?.employee.code).toBe('12');
    expect(created?.attachment).toMatchObject({ filename: 'Sal_1001_12_112025.pdf', filesize: bytes.byteLength, sha256: sha256Hex(bytes) });
    expect(created?.attachment.url).toMatch(/^\/files\/[0-9a-f]+\?name=Sal_1001_12_112025\.pdf&exp=\d+&sig=/);
    expect(await storedFiles(app.dataDir)).toHaveLength(before.length + 1);
  });

  it('stores a slip encoded by extract-files, the standard client-side encoder', async () => {
    const token = await app.tokenFor('payroll@demo.test');
    const bytes = pdfFile('certificate 2025');
    const file = new File([bytes], 'Certificat_1001_12_2025.pdf', { type: 'application/pdf' });
    const data = { date: '2025-01-01', type: 'compensation', employee: { connect: { id: await ids.employee('1001', '12') } }, attachment: { upload: file } };
    const result = await postUpload<{ createHrSalary: { type: string; attachment: Attachment } }>(app.fetch, await encodeWithExtractFiles(createHrSalary, { data }), token);
    expect(result.errors).toBeUndefined();
    expect(result.data?.createHrSalary).toMatchObject({ type: 'compensation', attachment: { filename: 'Certificat_1001_12_2025.pdf', filesize: bytes.byteLength, sha256: sha256Hex(bytes) } });
  });

  it('refuses an employee of 1001 (no hrSalaryAccess) with FORBIDDEN and stores nothing', async () => {
    const before = { rows: await rows(hrSalaries), files: await storedFiles(app.dataDir) };
    const data = { date: '2025-11-01', employee: { connect: { id: await ids.employee('1001', '12') } }, attachment: { upload: null } };
    const result = await sendByHand(await app.tokenFor('hr@demo.test'), createHrSalary, data, 'variables.data.attachment.upload', 'x.pdf', pdfFile());
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect({ rows: await rows(hrSalaries), files: await storedFiles(app.dataDir) }).toEqual(before);
  });
});

describe('createAccountingDocument', () => {
  const input = async (companyCode: string, file: File) => ({
    type: 'purchase_invoice',
    date: '2025-10-15',
    tag: 'Q4 2025',
    company: { connect: { id: await ids.company(companyCode) } },
    attachment: { upload: file },
  });

  it('lets finance of 1001 upload for 1001 (PNG accepted)', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    const form = await encodeWithExtractFiles(createAccounting, { data: await input('1001', new File([bytes], 'receipt.png')) });
    const result = await postUpload<{ createAccountingDocument: { company: { code: string }; attachment: Attachment } }>(app.fetch, form, await app.tokenFor('finance@demo.test'));
    expect(result.errors).toBeUndefined();
    expect(result.data?.createAccountingDocument).toMatchObject({ company: { code: '1001' }, attachment: { filename: 'receipt.png', filesize: 12, sha256: sha256Hex(bytes) } });
  });

  it('refuses finance of 1001 for 1002 without leaving a row or a file', async () => {
    const before = { rows: await rows(accountingDocuments), files: await storedFiles(app.dataDir) };
    const form = await encodeWithExtractFiles(createAccounting, { data: await input('1002', new File([pdfFile()], 'invoice.pdf')) });
    const result = await postUpload(app.fetch, form, await app.tokenFor('finance@demo.test'));
    // 1002 is not even visible to finance@, so the connect fails without revealing more.
    expect(result.errors?.[0]).toMatchObject({ message: 'Company not found', extensions: { code: 'NOT_FOUND' } });
    expect(result.data?.createAccountingDocument ?? null).toBeNull();
    expect({ rows: await rows(accountingDocuments), files: await storedFiles(app.dataDir) }).toEqual(before);
  });
});

describe('createHrDocument', () => {
  const send = async (email: string, typeName: string, expirationDate: string | null, employeeCode = '12') => {
    const data = {
      employee: { connect: { id: await ids.employee('1001', employeeCode) } },
      type: { connect: { id: await ids.documentType(typeName) } },
      expirationDate,
      attachment: { upload: new File([pdfFile(`${typeName} ${email}`)], `${typeName}.pdf`) },
    };
    return postUpload<{ createHrDocument: { needsReview: boolean; expirationDate: string | null; attachment: Attachment } | null }>(
      app.fetch,
      await encodeWithExtractFiles(createHrDocument, { data }),
      await app.tokenFor(email),
    );
  };

  it('lets an employee upload their own document, which then waits for review', async () => {
    const result = await send('employee@demo.test', 'Identity card', '2030-01-31');
    expect(result.errors).toBeUndefined();
    expect(result.data?.createHrDocument).toMatchObject({ needsReview: true, expirationDate: '2030-01-31', attachment: { filename: 'Identity card.pdf' } });
  });

  it('does not ask for review when the fiduciary admin uploads', async () => {
    const result = await send('admin@demo.test', 'Diploma', null);
    expect(result.data?.createHrDocument?.needsReview).toBe(false);
  });

  it('refuses an employee uploading for a colleague', async () => {
    const before = { rows: await rows(hrDocuments), files: await storedFiles(app.dataDir) };
    const result = await send('employee@demo.test', 'Diploma', null, '15');
    expect(result.errors?.[0]).toMatchObject({ message: 'Employee not found', extensions: { code: 'NOT_FOUND' } });
    expect({ rows: await rows(hrDocuments), files: await storedFiles(app.dataDir) }).toEqual(before);
  });

  it('applies the expiry rule of each type: required, optional, disabled', async () => {
    const before = { rows: await rows(hrDocuments), files: await storedFiles(app.dataDir) };
    const missing = await send('employee@demo.test', 'Residence permit', null);
    expect(missing.errors?.[0]).toMatchObject({ message: 'This document type needs an expiration date', extensions: { code: 'BAD_USER_INPUT' } });
    const unwanted = await send('employee@demo.test', 'Bank details', '2030-01-01');
    expect(unwanted.errors?.[0]).toMatchObject({ message: 'This document type has no expiration date', extensions: { code: 'BAD_USER_INPUT' } });
    expect({ rows: await rows(hrDocuments), files: await storedFiles(app.dataDir) }).toEqual(before);

    expect((await send('employee@demo.test', 'Driving licence', null)).data?.createHrDocument?.expirationDate).toBeNull();
    expect((await send('employee@demo.test', 'Driving licence', '2031-05-05')).data?.createHrDocument?.expirationDate).toBe('2031-05-05');
  });
});

describe('salary control', () => {
  const createWorkflow = `mutation($data: HrSalaryWorkflowCreateInput!) { createHrSalaryWorkflow(data: $data) {
    id date status company { code } documents { feedbackFg status document { filename filesize sha256 url } } } }`;
  const addDocument = `mutation($data: HrSalaryWorkflowDocumentCreateInput!) { createHrSalaryWorkflowDocument(data: $data) {
    id status workflow { id } document { filename filesize sha256 url } } }`;

  const workflowInput = async (date: string, files: File[]) => ({
    company: { connect: { id: await ids.company('1001') } },
    date,
    documents: { create: files.map((file, i) => ({ document: { upload: file }, feedbackFg: `note ${i}` })) },
  });

  it('creates a workflow with its nested documents, each file stored as sent', async () => {
    const a = pdfFile('control 1');
    const b = pdfFile('control 2 is longer');
    const data = await workflowInput('2024-06-01', [new File([a], '1001_062024.pdf'), new File([b], '1001_062024_bis.pdf')]);
    type Doc = { feedbackFg: string; status: string; document: Attachment };
    const result = await postUpload<{ createHrSalaryWorkflow: { id: string; status: string; documents: Doc[] } }>(
      app.fetch,
      await encodeWithExtractFiles(createWorkflow, { data }),
      await app.tokenFor('payroll@demo.test'),
    );
    expect(result.errors).toBeUndefined();
    const workflow = result.data?.createHrSalaryWorkflow;
    expect(workflow?.status).toBe('open');
    const documents = [...(workflow?.documents ?? [])].sort((x, y) => x.feedbackFg.localeCompare(y.feedbackFg));
    expect(documents.map((d) => [d.feedbackFg, d.status, d.document.filename, d.document.filesize, d.document.sha256])).toEqual([
      ['note 0', 'pending', '1001_062024.pdf', a.byteLength, sha256Hex(a)],
      ['note 1', 'pending', '1001_062024_bis.pdf', b.byteLength, sha256Hex(b)],
    ]);

    const more = pdfFile('control 3');
    const added = await postUpload<{ createHrSalaryWorkflowDocument: { workflow: { id: string }; document: Attachment } }>(
      app.fetch,
      buildMultipart(
        graphqlUploadParts(addDocument, { data: { workflow: { connect: { id: workflow?.id } }, document: { upload: null } } }, [
          { path: 'variables.data.document.upload', filename: '1001_062024_ter.pdf', bytes: more },
        ]),
      ),
      await app.tokenFor('payroll@demo.test'),
    );
    expect(added.errors).toBeUndefined();
    expect(added.data?.createHrSalaryWorkflowDocument).toMatchObject({ workflow: { id: workflow?.id }, document: { filesize: more.byteLength, sha256: sha256Hex(more) } });
  });

  it('answers CONFLICT for a second workflow of the same company and month, storing nothing', async () => {
    const token = await app.tokenFor('payroll@demo.test');
    const first = await postUpload(app.fetch, await encodeWithExtractFiles(createWorkflow, { data: await workflowInput('2024-07-01', [new File([pdfFile()], 'a.pdf')]) }), token);
    expect(first.errors).toBeUndefined();
    const before = { workflows: await rows(hrSalaryWorkflows), documents: await rows(hrSalaryWorkflowDocuments), files: await storedFiles(app.dataDir) };
    const files = [new File([pdfFile('x')], 'x.pdf'), new File([pdfFile('y')], 'y.pdf')];
    const second = await postUpload(app.fetch, await encodeWithExtractFiles(createWorkflow, { data: await workflowInput('2024-07-01', files) }), token);
    expect(second.errors?.[0]).toMatchObject({ message: 'A salary control already exists for this company and month', extensions: { code: 'CONFLICT' } });
    expect({ workflows: await rows(hrSalaryWorkflows), documents: await rows(hrSalaryWorkflowDocuments), files: await storedFiles(app.dataDir) }).toEqual(before);
  });

  it('removes the files already stored when a later document of the same request is refused', async () => {
    const before = { workflows: await rows(hrSalaryWorkflows), documents: await rows(hrSalaryWorkflowDocuments), files: await storedFiles(app.dataDir) };
    const files = [new File([pdfFile('first is fine')], 'ok.pdf'), new File([pdfFile('second too')], 'ok2.pdf'), new File(['plain text'], 'not-a.pdf')];
    const result = await postUpload(app.fetch, await encodeWithExtractFiles(createWorkflow, { data: await workflowInput('2024-09-01', files) }), await app.tokenFor('payroll@demo.test'));
    expect(result.errors?.[0]).toMatchObject({ message: 'File type not accepted: expected PDF. "not-a.pdf" is not a real PDF file.', extensions: { code: 'BAD_USER_INPUT' } });
    expect({ workflows: await rows(hrSalaryWorkflows), documents: await rows(hrSalaryWorkflowDocuments), files: await storedFiles(app.dataDir) }).toEqual(before);
  });

  it('refuses company HR creating a workflow (provider payroll staff only)', async () => {
    const before = { workflows: await rows(hrSalaryWorkflows), files: await storedFiles(app.dataDir) };
    const result = await postUpload(app.fetch, await encodeWithExtractFiles(createWorkflow, { data: await workflowInput('2024-08-01', [new File([pdfFile()], 'a.pdf')]) }), await app.tokenFor('hr@demo.test'));
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect({ workflows: await rows(hrSalaryWorkflows), files: await storedFiles(app.dataDir) }).toEqual(before);
    const [own] = await app.services.db.select({ n: count() }).from(hrSalaryWorkflows).where(eq(hrSalaryWorkflows.date, '2024-08-01'));
    expect(own?.n).toBe(0);
  });
});
