import { describe, expect, it } from 'vitest';
import { archiveFileName } from './archive-name';

const today = new Date('2026-11-28T10:00:00Z');

describe('the name of a ZIP of documents', () => {
  it('is the year of the documents, not the day of the download (issue #44)', () => {
    expect(archiveFileName('HrSalary', ['2025-01-01', '2025-12-01'], today)).toBe('salaries-2025.zip');
  });

  it('spans the years when the documents do', () => {
    expect(archiveFileName('AccountingDocument', ['2024-12-31', '2025-01-02', '2025-03-01'], today)).toBe('accounting-documents-2024-2025.zip');
  });

  it('falls back to the day of the download when no document has a date', () => {
    expect(archiveFileName('HrSalary', [null], today)).toBe('salaries-2026-11-28.zip');
  });
});
