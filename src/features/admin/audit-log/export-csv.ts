import { AUDIT_CSV_PATH, CSRF_HEADERS } from '@/domain/api-transport';
import type { AuditFilter } from '@/domain/audit-filter';
import { activeSession } from '@/lib/session';

export function auditCsvAddress(filter: AuditFilter): string {
  const params = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return `${AUDIT_CSV_PATH}?${params.toString()}`;
}

/**
 * Downloads the filtered log. The API streams the file; it needs the bearer token and the CSRF
 * header, which a plain link cannot send, so the browser fetches it and saves the result.
 */
export async function downloadAuditCsv(filter: AuditFilter): Promise<void> {
  const token = activeSession()?.accessToken;
  const response = await fetch(auditCsvAddress(filter), {
    credentials: 'include',
    cache: 'no-store',
    headers: { ...CSRF_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`Response not successful: Received status code ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'audit-events.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
