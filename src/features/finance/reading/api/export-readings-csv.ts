import { ACCOUNTING_READINGS_CSV_PATH } from '@/domain/api-transport';
import { downloadFromApi } from '@/lib/save-file';

/** Downloads the confirmed fields of a company for a period. */
export async function downloadReadingsCsv(companyId: string, from: string, to: string): Promise<void> {
  const params = new URLSearchParams({ company: companyId, from, to });
  await downloadFromApi(`${ACCOUNTING_READINGS_CSV_PATH}?${params.toString()}`, `accounting-${from}-${to}.csv`);
}
