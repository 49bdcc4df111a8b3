// Access matrix, documents: salaries, accounting, HR documents, salary control and the audit log.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, companyLastLooks, hrSalaries } from '../db/schema';
import {
  DEMO_ACCOUNTING_DOCUMENTS,
  DEMO_HR_DOCUMENT_TYPES,
  DEMO_WORKFLOWS,
  EMPLOYEE_HR_DOCUMENTS,
  SALARY_DOCUMENTS_PER_EMPLOYEE,
  SALARY_EMPLOYEE_CODES,
} from '../db/seed/demo-facts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { dataAs, demoIds, errorCodesAs, SIGNED_OUT, tokenOf, type DemoIds } from '../testing/access-matrix-support';

let app: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app);
  // Something in the audit log, so "sees nothing" is a decision and not an empty table.
  await app.services.db.insert(auditEvents).values({ actorId: ids.user.admin, action: 'test', list: 'Company', itemId: ids.company['1001']! });
  // The demo has no salaries at 1002; one makes "other company" a real case (multi is HR there).
  await app.services.db.insert(hrSalaries).values({ date: '2025-01-01', type: 'slip', employeeId: ids.employee['1002/1']! });
});
afterAll(() => app.close());

const signedIn = ['admin', 'payroll', 'accountant', 'hr', 'finance', 'employee', 'multi'] as const;
type SignedIn = (typeof signedIn)[number];

const perEmployee = SALARY_DOCUMENTS_PER_EMPLOYEE.slip + SALARY_DOCUMENTS_PER_EMPLOYEE.compensation;
const allSalaries = SALARY_EMPLOYEE_CODES.length * perEmployee;

describe('hrSalaries', () => {
  // [all readable, employee@'s (1001/12), at 1002]; multi and finance have salaries of their own at 1001.
  const salaries: Record<SignedIn, [number, number, number]> = {
    admin: [allSalaries + 1, perEmployee, 1],
    payroll: [allSalaries + 1, perEmployee, 1],
    accountant: [0, 0, 0],
    hr: [allSalaries, perEmployee, 0],
    finance: [perEmployee, 0, 0],
    employee: [perEmployee, perEmployee, 0],
    multi: [perEmployee + 1, 0, 1],
  };
  const query = `query($employee: ID!) {
    all: hrSalaries { id } allCount: hrSalariesCount
    theirs: hrSalaries(where: { employee: { id: { equals: $employee } } }) { id employee { code } }
    theirsCount: hrSalariesCount(where: { employee: { id: { equals: $employee } } })
    at1002: hrSalariesCount(where: { employee: { company: { code: { equals: "1002" } } } })
  }`;

  it.each(signedIn)('%s: own, same-company and other-company salary documents', async (caller) => {
    const data = await dataAs<{ all: unknown[]; allCount: number; theirs: { employee: { code: string } }[]; theirsCount: number; at1002: number }>(
      app,
      caller,
      query,
      { employee: ids.employee['1001/12'] },
    );
    const [total, theirs, at1002] = salaries[caller];
    expect([data.all.length, data.allCount, data.theirs.length, data.theirsCount, data.at1002]).toEqual([total, total, theirs, theirs, at1002]);
    expect(new Set(data.theirs.map((s) => s.employee.code))).toEqual(new Set(theirs ? ['12'] : []));
  });

  it('finance (code 3) only ever sees its own salaries, whatever the filter', async () => {
    const data = await dataAs<{ hrSalaries: { employee: { code: string } }[] }>(app, 'finance', '{ hrSalaries { employee { code } } }');
    expect(new Set(data.hrSalaries.map((s) => s.employee.code))).toEqual(new Set(['3']));
  });

  it('a relationship filter naming another company reveals nothing to HR of 1001', async () => {
    const data = await dataAs(app, 'hr', '{ hrSalaries(where: { employee: { company: { code: { equals: "1002" } } } }) { id } }');
    expect(data).toEqual({ hrSalaries: [] });
  });

  it.each(SIGNED_OUT)('%s gets UNAUTHENTICATED', async (caller) => {
    expect(await errorCodesAs(app, caller, '{ hrSalaries { id } }')).toEqual(['UNAUTHENTICATED']);
  });
});

describe('accountingDocuments', () => {
  const all1001 = DEMO_ACCOUNTING_DOCUMENTS['1001'];
  const everything = all1001 + DEMO_ACCOUNTING_DOCUMENTS['1002'];
  // [all, tax type, at 1002]: finance of 1001, and the fiduciary's accountants (admin has the flag too).
  const accounting: Record<SignedIn, [number, number, number]> = {
    admin: [everything, 1, DEMO_ACCOUNTING_DOCUMENTS['1002']],
    payroll: [0, 0, 0],
    accountant: [everything, 1, DEMO_ACCOUNTING_DOCUMENTS['1002']],
    hr: [0, 0, 0],
    finance: [all1001, 1, 0],
    employee: [0, 0, 0],
    multi: [0, 0, 0],
  };
  const query = `{
    all: accountingDocuments { id company { code } } allCount: accountingDocumentsCount
    tax: accountingDocumentsCount(where: { type: { equals: tax } })
    at1002: accountingDocumentsCount(where: { company: { code: { equals: "1002" } } })
  }`;

  it.each(signedIn)('%s: accounting documents, the tax type, and another company’s', async (caller) => {
    const data = await dataAs<{ all: unknown[]; allCount: number; tax: number; at1002: number }>(app, caller, query);
    const [total, tax, at1002] = accounting[caller];
    expect([data.all.length, data.allCount, data.tax, data.at1002]).toEqual([total, total, tax, at1002]);
  });

  it('markAccountingDocumentsSeen: refused to hr@, who reads 1001 but not its accounting, leaving no mark; finance’s mark is kept, neither audit-logged', async () => {
    const markSeen = 'mutation($company: ID!) { markAccountingDocumentsSeen(company: $company) }';
    const company = ids.company['1001']!;
    const db = app.services.db;
    const marks = async (userId: string) => (await db.select({ n: count() }).from(companyLastLooks).where(and(eq(companyLastLooks.userId, userId), eq(companyLastLooks.companyId, company))))[0]?.n;
    const audit = async () => (await db.select({ n: count() }).from(auditEvents))[0]?.n;
    const before = { hr: await marks(ids.user.hr), audit: await audit() };
    const refused = await app.gql(markSeen, { company }, await tokenOf(app, 'hr'));
    expect(refused.errors?.map((e) => [e.extensions?.code, (e.extensions as { reason?: string }).reason])).toEqual([['FORBIDDEN', 'NOT_ALLOWED']]);
    expect({ hr: await marks(ids.user.hr), audit: await audit() }).toEqual(before);
    expect(before.hr).toBe(0);
    expect(await dataAs(app, 'finance', markSeen, { company })).toEqual({ markAccountingDocumentsSeen: true });
    expect(await marks(ids.user.finance)).toBe(1);
    expect(await audit()).toBe(before.audit);
  });
});

describe('HR documents', () => {
  it.each(signedIn)('%s reads the five document types in their manual order', async (caller) => {
    const data = await dataAs<{ hrDocumentTypes: { name: string }[] }>(app, caller, '{ hrDocumentTypes(orderBy: [{ manualOrder: asc }]) { name } }');
    expect(data.hrDocumentTypes.map((t) => t.name)).toEqual(DEMO_HR_DOCUMENT_TYPES.map((t) => t.name));
  });

  // employee@'s documents: the employee, 1001's HR and the fiduciary admins (payroll is not one).
  const seesDocuments: Record<SignedIn, boolean> = { admin: true, payroll: false, accountant: false, hr: true, finance: false, employee: true, multi: false };

  it.each(signedIn)('%s: hrDocuments and the ones waiting for review', async (caller) => {
    const data = await dataAs<{ hrDocuments: { employee: { code: string } }[]; review: number; typeDocs: { documentsCount: number }[] }>(
      app,
      caller,
      `{ hrDocuments { employee { code } } review: hrDocumentsCount(where: { needsReview: { equals: true } })
         typeDocs: hrDocumentTypes(where: { name: { equals: "Bank details" } }) { documentsCount } }`,
    );
    const visible = seesDocuments[caller];
    expect(data.hrDocuments).toEqual(visible ? Array(EMPLOYEE_HR_DOCUMENTS.total).fill({ employee: { code: '12' } }) : []);
    expect(data.review).toBe(visible ? EMPLOYEE_HR_DOCUMENTS.needsReview : 0);
    expect(data.typeDocs).toEqual([{ documentsCount: visible ? 1 : 0 }]);
  });
});

describe('salary control', () => {
  const seesWorkflows: Record<SignedIn, boolean> = { admin: true, payroll: true, accountant: false, hr: true, finance: false, employee: false, multi: false };
  const query = `{
    hrSalaryWorkflows(orderBy: [{ date: asc }]) { status company { code } documentsCount approved: documentsCount(where: { status: { equals: approved } }) }
    hrSalaryWorkflowsCount
    hrSalaryWorkflowDocuments { status }
    hrSalaryWorkflowDocumentsCount
  }`;

  it.each(signedIn)('%s: workflows of 1001 with their documents, or nothing', async (caller) => {
    const data = await dataAs<{
      hrSalaryWorkflows: { status: string; company: { code: string }; documentsCount: number; approved: number }[];
      hrSalaryWorkflowsCount: number;
      hrSalaryWorkflowDocuments: { status: string }[];
      hrSalaryWorkflowDocumentsCount: number;
    }>(app, caller, query);
    if (!seesWorkflows[caller]) {
      expect(data).toEqual({ hrSalaryWorkflows: [], hrSalaryWorkflowsCount: 0, hrSalaryWorkflowDocuments: [], hrSalaryWorkflowDocumentsCount: 0 });
      return;
    }
    // Each row's counts, with and without a filter in the same request (each is one query for all rows).
    expect(data.hrSalaryWorkflows).toEqual(
      DEMO_WORKFLOWS.map((w) => ({ status: w.status, company: { code: '1001' }, documentsCount: w.documents.length, approved: w.documents.filter((d) => d === 'approved').length })),
    );
    expect(data.hrSalaryWorkflowsCount).toBe(DEMO_WORKFLOWS.length);
    const statuses = DEMO_WORKFLOWS.flatMap((w) => w.documents);
    expect(data.hrSalaryWorkflowDocuments.map((d) => d.status).sort()).toEqual([...statuses].sort());
    expect(data.hrSalaryWorkflowDocumentsCount).toBe(statuses.length);
  });
});

describe('auditEvents', () => {
  it.each(signedIn)('%s: only admins read the audit log', async (caller) => {
    const [{ n }] = (await app.services.db.select({ n: count() }).from(auditEvents)) as [{ n: number }];
    const data = await dataAs<{ auditEvents: { action: string }[]; auditEventsCount: number }>(app, caller, '{ auditEvents { action } auditEventsCount }');
    if (caller === 'admin') {
      expect(data.auditEventsCount).toBe(Number(n));
      expect(data.auditEvents.map((e) => e.action)).toContain('test');
    } else {
      expect(data).toEqual({ auditEvents: [], auditEventsCount: 0 });
    }
  });
});
