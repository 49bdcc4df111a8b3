import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchSalaryControlFile, parseSalaryControlFileName } from './salary-control-filename';

const findCompany = (code: string) => (code === '1001' ? 'company-1001' : null);

describe('parseSalaryControlFileName', () => {
  it('reads the example of decisions.md', () => {
    expect(parseSalaryControlFileName('1001_112025.pdf')).toEqual({ companyCode: '1001', date: '2025-11-01' });
  });

  it('accepts only a 6-digit month and year', () => {
    expect(parseSalaryControlFileName('1001_2025.pdf').date).toBeNull();
    expect(parseSalaryControlFileName('1001_32025.pdf').date).toBeNull();
    expect(parseSalaryControlFileName('1001_132025.pdf').date).toBeNull();
    expect(parseSalaryControlFileName('1001_012025.PDF').date).toBe('2025-01-01');
  });

  it('checks the company code and the shape', () => {
    expect(parseSalaryControlFileName('1234567_112025.pdf').companyCode).toBeNull();
    expect(parseSalaryControlFileName('x1_112025.pdf').companyCode).toBeNull();
    expect(parseSalaryControlFileName('1001_112025_v2.pdf')).toEqual({ companyCode: null, date: null });
    expect(parseSalaryControlFileName('Sal_1001_12_112025.pdf')).toEqual({ companyCode: null, date: null });
  });

  it('round-trips every valid generated name', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,6}$/),
        fc.integer({ min: 1900, max: 2199 }),
        fc.integer({ min: 1, max: 12 }),
        (code, year, month) => {
          const mm = String(month).padStart(2, '0');
          expect(parseSalaryControlFileName(`${code}_${mm}${year}.pdf`)).toEqual({
            companyCode: code,
            date: `${year}-${mm}-01`,
          });
        },
      ),
    );
  });

  it('never throws for any string', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const parsed = parseSalaryControlFileName(name);
        if (parsed.date !== null) expect(parsed.date).toMatch(/^\d{4}-\d{2}-01$/);
      }),
    );
  });
});

describe('matchSalaryControlFile', () => {
  it('locks company and date when both are valid', () => {
    expect(matchSalaryControlFile('1001_112025.pdf', findCompany, '2026-10-01')).toMatchObject({
      locked: true,
      data: { company: 'company-1001', date: '2025-11-01', feedbackFg: '' },
    });
  });

  it('falls back to the defaults for an unknown company or a bad date', () => {
    for (const name of ['1009_112025.pdf', '1001_132025.pdf', 'report.pdf']) {
      expect(matchSalaryControlFile(name, findCompany, '2026-10-01')).toMatchObject({
        locked: false,
        data: { company: null, date: '2026-10-01', feedbackFg: '' },
      });
    }
  });
});
