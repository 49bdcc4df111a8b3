// CSV of a list as shown (its visible columns, its filter), for spreadsheets: a BOM so Excel reads
// the accents, cells written as everywhere in the portal (src/domain/csv-cell.ts).
import { csvCell } from '@/domain/csv-cell';
import { saveBlob } from '@/lib/save-file';

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map((value) => csvCell(value == null ? '' : String(value))).join(',')).join('\r\n')}\r\n`;
}

export function downloadCsv(fileName: string, csv: string): void {
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
