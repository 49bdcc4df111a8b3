import { csvCell } from '../../../src/domain/csv-cell';

/** One CSV field: the value as text (dates in ISO 8601, objects as JSON), written as every CSV cell of the portal. */
export function csvField(value: unknown): string {
  return csvCell(value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value));
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
