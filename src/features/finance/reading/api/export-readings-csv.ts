import { ACCOUNTING_READINGS_CSV_PATH, CSRF_HEADERS } from '@/domain/api-transport';
import { activeSession } from '@/lib/session';

/**
 * Downloads the confirmed fields of a company for a period. The API needs the bearer token and the
 * CSRF header, which a plain link cannot send, so the browser fetches the file and saves it.
 */
export async function downloadReadingsCsv(companyId: string, from: string, to: string): Promise<void> {
  const token = activeSession()?.accessToken;
  const params = new URLSearchParams({ company: companyId, from, to });
  const response = await fetch(`${ACCOUNTING_READINGS_CSV_PATH}?${params.toString()}`, {
    credentials: 'include',
    cache: 'no-store',
    headers: { ...CSRF_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`Response not successful: Received status code ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `accounting-${from}-${to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
