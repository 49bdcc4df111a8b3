import { describe, expect, it } from 'vitest';
import { accountingFileDate, dateFromFileName } from './accounting-filename';

describe('dateFromFileName', () => {
  it.each([
    ['Facture_2025-03-14.pdf', '2025-03-14'],
    ['scan_20250314.pdf', '2025-03-14'],
    ['IMG_20240229_101500.jpg', '2024-02-29'],
    ['Releve 14.03.2025.pdf', '2025-03-14'],
    ['ticket-01-12-2023.png', '2023-12-01'],
    ['Extrait_BCEE_2025-07.pdf', '2025-07-01'],
    // A bank statement's number after the month is not a day, with one digit or two.
    ['Extrait_BCEE_2025-07_4.pdf', '2025-07-01'],
    ['Extrait_BCEE_2025-07_24.pdf', '2025-07-01'],
    ['Releve 2025.07.24 3.pdf', '2025-07-24'],
  ])('%s → %s', (name, date) => {
    expect(dateFromFileName(name)).toBe(date);
  });

  it.each(['Facture_Bois_Schmit_0412.pdf', 'invoice 2025-13-01.pdf', 'IMG_20230230.jpg', 'scan-1234567.pdf', 'receipt.pdf'])('%s holds no date', (name) => {
    expect(dateFromFileName(name)).toBeNull();
  });
});

describe('accountingFileDate', () => {
  it('prefers the name, else takes the file’s last-modified day', () => {
    expect(accountingFileDate({ name: 'x_2021-06-30.pdf', lastModified: Date.UTC(2025, 0, 1) })).toBe('2021-06-30');
    expect(accountingFileDate({ name: 'receipt.jpg', lastModified: new Date(2024, 4, 17, 12).getTime() })).toBe('2024-05-17');
  });
});
