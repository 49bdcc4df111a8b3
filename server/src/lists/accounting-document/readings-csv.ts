// GET /api/accounting-readings.csv?company=&from=&to=: the confirmed fields of a company's accounting
// documents whose (confirmed) issue date falls in the period, for the accountant's software. Only
// what the accounting list's read filter lets the caller read; the export is audited. Unconfirmed
// readings are left out: the accountant's software gets nothing a person has not checked.
import { and, asc, eq, gte, isNotNull, lte, type SQL } from 'drizzle-orm';
import { isValidCalendarDay } from '../../../../src/domain/calendar-day';
import type { ReadFieldName } from '../../../../src/domain/accounting-reading-fields';
import { endpointRules } from '../../access/rules/endpoints';
import { recordAudit } from '../../audit/record';
import { csvLine } from '../../audit/csv';
import type { Authenticator } from '../../auth/authenticate';
import type { Services } from '../../context';
import { accountingDocuments, accountingReadings } from '../../db/schema';
import { csvAttachment, exportCaller, refusal } from '../../http/csv-export-request';
import { accessSql } from '../../keystone/where';
import { createRequestContext } from '../../request-context';
import { accountingReadFilter } from './list';

const FIELDS: readonly ReadFieldName[] = ['documentKind', 'supplierName', 'supplierVatId', 'invoiceNumber', 'issueDate', 'dueDate', 'currency', 'netAmount', 'vatAmount', 'totalAmount', 'amountDue', 'iban'];
const HEADER = ['document id', 'file name', 'document kind', 'supplier', 'supplier VAT ID', 'invoice number', 'issue date', 'due date', 'currency', 'net', 'VAT', 'total', 'amount due', 'IBAN', 'VAT by rate', 'confirmed at', 'possible duplicate of'];
/** A period is at most this long: an export of one company's years stays one request's work. */
const MAX_ROWS = 20_000;

const dayParam = (value: string | null) => (value !== null && isValidCalendarDay(value) ? value : null);

export function createReadingsCsvHandler(services: Services, authenticator: Authenticator) {
  return async function exportReadingsCsv(request: Request, clientIp: string): Promise<Response> {
    const principal = await exportCaller(request, authenticator, endpointRules.accountingReadingsCsv.gate, 'You may not export accounting data');
    if (principal instanceof Response) return principal;
    const params = new URL(request.url).searchParams;
    const company = params.get('company');
    const from = dayParam(params.get('from'));
    const to = dayParam(params.get('to'));
    if (!company || !from || !to || from > to) return refusal(400, 'company, from and to (YYYY-MM-DD, from ≤ to) are required');
    const context = createRequestContext(services, { request, principal, clientIp });
    const rows = await services.db
      .select({
        id: accountingDocuments.id,
        filename: accountingDocuments.filename,
        reading: { confirmed: accountingReadings.confirmed, vatLines: accountingReadings.vatLines, confirmedAt: accountingReadings.confirmedAt, duplicateOfId: accountingReadings.duplicateOfId },
      })
      .from(accountingDocuments)
      .innerJoin(accountingReadings, eq(accountingReadings.documentId, accountingDocuments.id))
      .where(
        and(
          accessSql(accountingReadFilter(context)),
          eq(accountingDocuments.companyId, company),
          isNotNull(accountingReadings.confirmed),
          gte(accountingReadings.issueDate, from),
          lte(accountingReadings.issueDate, to),
        ) as SQL,
      )
      .orderBy(asc(accountingReadings.issueDate), asc(accountingDocuments.createdAt))
      .limit(MAX_ROWS);
    await recordAudit(services.db, { actorId: principal.actor.id, onBehalfOfId: principal.actor.id === principal.user.id ? null : principal.user.id, action: 'accountingReadings.export', list: 'AccountingDocument', details: { company, from, to, rows: rows.length } });
    const lines = rows.map(({ id, filename, reading }) => {
      const confirmed = reading.confirmed ?? {};
      const vatByRate = reading.vatLines.map((line) => `${line.rate}%: ${line.taxable ?? ''}/${line.tax}`).join('; ');
      return csvLine([id, filename, ...FIELDS.map((field) => confirmed[field] ?? ''), vatByRate, reading.confirmedAt, reading.duplicateOfId]);
    });
    return csvAttachment(`\uFEFF${csvLine(HEADER)}${lines.join('')}`, `accounting-${from}-${to}.csv`);
  };
}
