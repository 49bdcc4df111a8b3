import { AUDIT_CSV_PATH } from '@/domain/api-transport';
import type { AuditFilter } from '@/domain/audit-filter';
import { downloadFromApi } from '@/lib/save-file';

export function auditCsvAddress(filter: AuditFilter): string {
  const params = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return `${AUDIT_CSV_PATH}?${params.toString()}`;
}

/** Downloads the filtered log. */
export async function downloadAuditCsv(filter: AuditFilter): Promise<void> {
  await downloadFromApi(auditCsvAddress(filter), 'audit-events.csv');
}
