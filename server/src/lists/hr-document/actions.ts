import { and, eq } from 'drizzle-orm';
import { actionNeeded, calendarDayOf } from '../../../../src/domain/hr-document-status';
import { mayUploadHrDocumentFor } from '../../access/hr-documents';
import { requireScope } from '../../access/caller';
import type { SchemaModule } from '../../schema/schema-module';
import { companyEmployees } from '../../db/schema';
import { findMany, MAX_TAKE } from '../../keystone/query';
import type { Row } from '../../keystone/types';
import { lists } from '..';
import { badInput } from '../shared/errors';

// The dashboard's "action needed" list (issue 10): for the caller's own employee records and, for a
// company's HR, every active employee of that company — required documents missing, documents
// expired or within their type's warning window. Everything is read through the lists' access.

export const hrDocumentActionsModule: SchemaModule = {
  typeDefs: /* GraphQL */ `
enum HrDocumentActionReason {
  missing
  expired
  expiring
}

type HrDocumentAction {
  reason: HrDocumentActionReason!
  expirationDate: CalendarDay
  employee: CompanyEmployee!
  type: HrDocumentType!
  "The document to renew; null when a required one is missing."
  document: HrDocument
}

extend type Query {
  "What needs doing about HR documents in a company (the caller's own records without one); today defaults to the server's date."
  hrDocumentActions(company: ID, today: CalendarDay): [HrDocumentAction!]!
}`,
  resolvers: {
    Query: {
      async hrDocumentActions(_, { company, today }, context) {
        const scope = requireScope(context);
        const day = today ?? calendarDayOf(new Date());
        if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw badInput('today must be a calendar day');
        const active = and(eq(companyEmployees.isArchived, false), eq(companyEmployees.isHiddenInHr, false), eq(companyEmployees.settingHrDocumentsDisabled, false));
        const where = company ? { company: { id: { equals: company } } } : { id: { in: scope.employeeIds } };
        const readable = await findMany(lists, lists.CompanyEmployee, context, { where, take: MAX_TAKE }, active);
        // Reading an employee is not reading their documents (accountants see staff lists, not papers).
        const employees = readable.filter((e) => mayUploadHrDocumentFor(scope, e));
        if (employees.length === 0) return [];
        const types = await findMany(lists, lists.HrDocumentType, context, { orderBy: [{ manualOrder: 'asc' }] });
        const documents = await findMany(lists, lists.HrDocument, context, { where: { employee: { id: { in: employees.map((e) => e.id) } } }, take: MAX_TAKE });
        const byEmployeeType = new Map<string, Row[]>();
        for (const d of documents) {
          const key = `${String(d.employeeId)}/${String(d.typeId)}`;
          byEmployeeType.set(key, [...(byEmployeeType.get(key) ?? []), d]);
        }
        const facts = (d: Row) => ({ declined: (d.declined as 'upload' | 'removal' | null) ?? null, createdAt: (d.createdAt as Date).toISOString(), expirationDate: (d.expirationDate as string | null) ?? null, row: d });
        const actions = [];
        for (const employee of employees) {
          for (const type of types) {
            const docs = (byEmployeeType.get(`${String(employee.id)}/${String(type.id)}`) ?? []).map(facts);
            const rule = { isRequired: Boolean(type.isRequired), appShowExpiringInfoInDays: Number(type.appShowExpiringInfoInDays) };
            const action = actionNeeded(rule, docs, day);
            if (!action) continue;
            const current = action.reason === 'missing' ? null : docs.filter((d) => d.expirationDate === action.expirationDate).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
            actions.push({ reason: action.reason, expirationDate: action.expirationDate, employee, type, document: current?.row ?? null });
          }
        }
        return actions;
      },
    },
  },
};
