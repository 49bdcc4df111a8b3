// The demo's documents: salary slips and certificates, HR documents, accounting documents and
// salary-control workflows, each with a small real PDF stored through the file storage.
import { eq } from 'drizzle-orm';
import { deriveWorkflowStatus } from '../../../../src/domain/workflow-status';
import type { Db } from '../client';
import { accountingDocuments, hrDocuments, hrDocumentTypes, hrSalaries, hrSalaryWorkflowDocuments, hrSalaryWorkflows } from '../schema';
import { DEMO_HR_DOCUMENT_TYPE_NAMES, DEMO_HR_DOCUMENT_TYPES, DEMO_WORKFLOWS, SALARY_EMPLOYEE_CODES, type DemoUserKey } from './demo-facts';
import { addDays, firstOfMonth, monthYear, quarterTag, type SeedFiles } from './seed-files';

export interface DemoIds {
  companies: Record<string, string>;
  /** Employee ids by 'company/code', e.g. '1001/12'. */
  employees: Record<string, string>;
  employeeNames: Record<string, string>;
  users: Record<DemoUserKey, string>;
}

interface Ctx {
  tx: Db;
  files: SeedFiles;
  now: Date;
  ids: DemoIds;
}

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthName = (date: string) => `${months[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

export async function seedSalaries({ tx, files, now, ids }: Ctx): Promise<void> {
  const lastYear = now.getUTCFullYear() - 1;
  const rows = [];
  for (const code of SALARY_EMPLOYEE_CODES) {
    const employeeId = ids.employees[`1001/${code}`]!;
    const name = ids.employeeNames[`1001/${code}`]!;
    for (let monthsAgo = 1; monthsAgo <= 12; monthsAgo++) {
      const date = firstOfMonth(now, monthsAgo);
      // Two pages, as real payslips often have: the viewer's page count has something to count.
      const attachment = await files.pdf(
        `Sal_1001_${code}_${monthYear(date)}.pdf`,
        [`Salary slip ${name} ${monthName(date)}`, 'Atelier Moselle S.a r.l. - employee code ' + code],
        [[`Salary slip ${name} ${monthName(date)} - details`, 'Gross salary, contributions, tax and net pay']],
      );
      rows.push({ date, type: 'slip', employeeId, createdById: ids.users.payroll, ...attachment });
    }
    const attachment = await files.pdf(`Certificat_1001_${code}_${lastYear}.pdf`, [
      `Compensation certificate ${name} ${lastYear}`,
      'Atelier Moselle S.a r.l. - employee code ' + code,
    ]);
    rows.push({ date: `${lastYear}-01-01`, type: 'compensation', employeeId, createdById: ids.users.payroll, ...attachment });
  }
  await tx.insert(hrSalaries).values(rows);
}

export async function seedHrDocuments({ tx, files, now, ids }: Ctx): Promise<void> {
  const types = await tx
    .insert(hrDocumentTypes)
    .values(DEMO_HR_DOCUMENT_TYPES.map((t, i) => ({ ...t, manualOrder: i + 1, nameTranslations: DEMO_HR_DOCUMENT_TYPE_NAMES[t.name] })))
    .returning({ id: hrDocumentTypes.id, name: hrDocumentTypes.name });
  const typeId = (name: string) => types.find((t) => t.name === name)!.id;
  const employeeId = ids.employees['1001/12']!;
  const user = ids.users.employee;
  await tx.insert(hrDocuments).values([
    {
      typeId: typeId('Identity card'),
      employeeId,
      createdById: user,
      needsReview: false,
      // Within the type's 60-day warning window, so the demo shows an expiring document.
      expirationDate: addDays(now, 45),
      ...(await files.pdf('identity-card-luc-thill.pdf', ['Identity card', 'Luc Thill'])),
    },
    {
      typeId: typeId('Driving licence'),
      employeeId,
      createdById: user,
      needsReview: false,
      expirationDate: null,
      ...(await files.pdf('driving-licence-luc-thill.pdf', ['Driving licence', 'Luc Thill'])),
    },
    {
      typeId: typeId('Bank details'),
      employeeId,
      createdById: user,
      needsReview: true,
      ...(await files.pdf('rib-luc-thill.pdf', ['Bank details', 'Luc Thill', 'BCEELULL'])),
    },
  ]);
}

export async function seedAccounting({ tx, files, now, ids }: Ctx): Promise<void> {
  const docs = [
    { company: '1001', type: 'purchase_invoice', monthsAgo: 4, name: 'Facture_Bois_Schmit_0412.pdf' },
    { company: '1001', type: 'sales_invoice', monthsAgo: 3, name: 'Facture_Client_2025-118.pdf' },
    { company: '1001', type: 'bank_statement', monthsAgo: 2, name: 'Extrait_BCEE.pdf' },
    { company: '1001', type: 'receipt', monthsAgo: 1, name: 'Ticket_Carburant.pdf' },
    { company: '1001', type: 'tax', monthsAgo: 5, name: 'Declaration_TVA.pdf' },
    { company: '1002', type: 'purchase_invoice', monthsAgo: 2, name: 'Rechnung_Mehl_Moulin.pdf' },
    { company: '1002', type: 'bank_statement', monthsAgo: 1, name: 'Extrait_BIL.pdf' },
    { company: '1002', type: 'other', monthsAgo: 3, name: 'Contrat_Bail.pdf' },
  ];
  const rows = [];
  for (const doc of docs) {
    const date = firstOfMonth(now, doc.monthsAgo);
    const attachment = await files.pdf(doc.name, [doc.name.replace(/\.pdf$/, ''), `Company ${doc.company}`, date]);
    rows.push({ type: doc.type, date, tag: quarterTag(date), companyId: ids.companies[doc.company]!, createdById: ids.users.accountant, ...attachment });
  }
  await tx.insert(accountingDocuments).values(rows);
}

const feedback = {
  approved: 'OK, thank you.',
  rejected: 'The overtime of Élodie Faber is missing; please correct the journal.',
  pending: '',
} as const;

export async function seedWorkflows({ tx, files, now, ids }: Ctx): Promise<void> {
  for (const workflow of DEMO_WORKFLOWS) {
    const date = firstOfMonth(now, workflow.monthsAgo);
    const [row] = await tx
      .insert(hrSalaryWorkflows)
      .values({ date, companyId: ids.companies['1001']!, createdById: ids.users.payroll })
      .returning({ id: hrSalaryWorkflows.id });
    const documents = [];
    for (const [i, status] of workflow.documents.entries()) {
      const name = i === 0 ? `1001_${monthYear(date)}.pdf` : `1001_${monthYear(date)}_annexe.pdf`;
      const attachment = await files.pdf(name, [`Salary control 1001 ${monthName(date)}`, i === 0 ? 'Salary journal' : 'Bank transfers']);
      const reviewed = status !== 'pending';
      documents.push({
        workflowId: row!.id,
        status,
        feedback: feedback[status],
        feedbackFg: i === 0 ? `Salaries of ${monthName(date)}, please check the bonuses.` : '',
        createdById: ids.users.payroll,
        reviewedAt: reviewed ? new Date(`${addDays(new Date(`${date}T09:00:00Z`), 20)}T09:00:00Z`) : null,
        reviewedById: reviewed ? ids.users.hr : null,
        ...attachment,
      });
    }
    await tx.insert(hrSalaryWorkflowDocuments).values(documents);
    // The stored status as the API derives it; an approved month is released by its last review.
    const status = deriveWorkflowStatus(workflow.documents);
    const lastReview = documents.map((d) => d.reviewedAt).find((at) => at !== null) ?? null;
    await tx
      .update(hrSalaryWorkflows)
      .set({ status, ...(status === 'approved' ? { releasedAt: lastReview, releasedById: ids.users.hr } : {}) })
      .where(eq(hrSalaryWorkflows.id, row!.id));
  }
}
