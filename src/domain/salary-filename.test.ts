import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SALARY_TYPES } from './enums';
import { matchSalaryFile, parseSalaryFileName, SALARY_TYPE_TOKENS } from './salary-filename';

const findEmployee = (companyCode: string, userCode: string) =>
  companyCode === '1001' && userCode === '12' ? 'emp-12' : null;

describe('parseSalaryFileName', () => {
  it('reads the example of decisions.md', () => {
    expect(parseSalaryFileName('Sal_1001_12_112025.pdf')).toEqual({
      type: 'slip',
      companyCode: '1001',
      userCode: '12',
      date: '2025-11-01',
    });
  });

  it('maps every type token, in any case', () => {
    expect(parseSalaryFileName('Certificat_1_1_2024.pdf').type).toBe('compensation');
    expect(parseSalaryFileName('Certificat-travail_1_1_2024.pdf').type).toBe('work');
    expect(parseSalaryFileName('Certificat-travail-U1_1_1_2024.pdf').type).toBe('worku1');
    expect(parseSalaryFileName('SAL_1_1_2024.PDF').type).toBe('slip');
    expect(parseSalaryFileName('certificat-travail-u1_1_1_2024.pdf').type).toBe('worku1');
  });

  it('gives a null type for unknown tokens but still reads the other parts', () => {
    expect(parseSalaryFileName('Salary_1001_12_112025.pdf')).toEqual({
      type: null,
      companyCode: '1001',
      userCode: '12',
      date: '2025-11-01',
    });
    expect(parseSalaryFileName('Sa_1001_12_112025.pdf').type).toBeNull();
  });

  it('reads 4-, 5- and 6-digit dates as the first of the month', () => {
    expect(parseSalaryFileName('Sal_1_1_2025.pdf').date).toBe('2025-01-01');
    expect(parseSalaryFileName('Sal_1_1_32025.pdf').date).toBe('2025-03-01');
    expect(parseSalaryFileName('Sal_1_1_032025.pdf').date).toBe('2025-03-01');
    expect(parseSalaryFileName('Sal_1_1_122025.pdf').date).toBe('2025-12-01');
  });

  it('rejects impossible months, years and lengths', () => {
    for (const date of ['132025', '002025', '02025', '202', '1122025', '121850', '122300', '11-2025']) {
      expect(parseSalaryFileName(`Sal_1_1_${date}.pdf`).date).toBeNull();
    }
  });

  it('checks company and user codes', () => {
    expect(parseSalaryFileName('Sal_1234567_12_112025.pdf').companyCode).toBeNull();
    expect(parseSalaryFileName('Sal_A01_12_112025.pdf').companyCode).toBeNull();
    expect(parseSalaryFileName('Sal_1001_12-3_112025.pdf').userCode).toBe('12-3');
    expect(parseSalaryFileName('Sal_1001_12-_112025.pdf').userCode).toBeNull();
    expect(parseSalaryFileName('Sal_1001_1234567_112025.pdf').userCode).toBeNull();
  });

  it('needs exactly four parts and a .pdf (or no) extension', () => {
    const empty = { type: null, companyCode: null, userCode: null, date: null };
    expect(parseSalaryFileName('Sal_1001_12_112025_copy.pdf')).toEqual(empty);
    expect(parseSalaryFileName('Sal_1001_12.pdf')).toEqual(empty);
    expect(parseSalaryFileName('')).toEqual(empty);
    expect(parseSalaryFileName('Sal_1001_12_112025.docx').date).toBeNull();
  });

  it('round-trips every valid generated name', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SALARY_TYPES),
        fc.stringMatching(/^\d{1,6}$/),
        fc.stringMatching(/^\d{1,6}(-\d{1,4})?$/),
        fc.integer({ min: 1900, max: 2199 }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom('short', 'padded', 'year'),
        fc.constantFrom('.pdf', '.PDF', ''),
        (type, companyCode, userCode, year, month, form, ext) => {
          const mm = String(month).padStart(2, '0');
          const dateToken = form === 'year' ? `${year}` : form === 'padded' || month > 9 ? `${mm}${year}` : `${month}${year}`;
          const parsed = parseSalaryFileName(`${SALARY_TYPE_TOKENS[type]}_${companyCode}_${userCode}_${dateToken}${ext}`);
          expect(parsed).toEqual({
            type,
            companyCode,
            userCode,
            date: form === 'year' ? `${year}-01-01` : `${year}-${mm}-01`,
          });
        },
      ),
    );
  });

  it('never throws and only returns well-formed parts for any string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.stringMatching(/^[\w.-]{0,40}$/)), (name) => {
        const parsed = parseSalaryFileName(name);
        if (parsed.date !== null) expect(parsed.date).toMatch(/^\d{4}-(0[1-9]|1[0-2])-01$/);
        if (parsed.companyCode !== null) expect(parsed.companyCode).toMatch(/^\d{1,6}$/);
        if (parsed.type !== null) expect(SALARY_TYPES).toContain(parsed.type);
      }),
    );
  });
});

describe('matchSalaryFile', () => {
  it('fills and locks all fields when type, employee and date are valid', () => {
    const match = matchSalaryFile('Certificat_1001_12_2024.pdf', findEmployee, '2026-10-01');
    expect(match.locked).toBe(true);
    expect(match.data).toEqual({ type: 'compensation', date: '2024-01-01', employee: 'emp-12' });
  });

  it('uses the defaults for everything when the employee is unknown', () => {
    const match = matchSalaryFile('Certificat_1001_99_2024.pdf', findEmployee, '2026-10-01');
    expect(match.locked).toBe(false);
    expect(match.data).toEqual({ type: 'slip', date: '2026-10-01', employee: null });
    expect(match.parsed.type).toBe('compensation');
  });

  it('uses the defaults when the type or date is invalid, even if the employee exists', () => {
    for (const name of ['Bonus_1001_12_112025.pdf', 'Sal_1001_12_132025.pdf', 'scan.pdf']) {
      const match = matchSalaryFile(name, findEmployee, '2026-10-01');
      expect(match).toMatchObject({ locked: false, data: { type: 'slip', date: '2026-10-01', employee: null } });
    }
  });

  it('asks for the employee with the codes from the name', () => {
    const calls: [string, string][] = [];
    matchSalaryFile('Sal_0042_7-1_112025.pdf', (c, u) => (calls.push([c, u]), null), '2026-10-01');
    expect(calls).toEqual([['0042', '7-1']]);
  });

  it('is locked exactly when every part is valid, for any name', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const match = matchSalaryFile(name, () => 'someone', '2026-10-01');
        const { type, companyCode, userCode, date } = match.parsed;
        expect(match.locked).toBe(type !== null && companyCode !== null && userCode !== null && date !== null);
      }),
    );
  });
});
