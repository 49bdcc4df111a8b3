import { describe, expect, it } from 'vitest';
import { payrollCompleteness, slipKey, stagedCompanyMonths, type PayrollEmployee } from './payroll-completeness';

const person = (id: string, companyId: string, extra: Partial<PayrollEmployee> = {}): PayrollEmployee => ({
  id,
  code: id,
  name: `Name ${id}`,
  companyId,
  isArchived: false,
  isHiddenInHr: false,
  ...extra,
});
const employees = [
  person('a', 'c1'),
  person('b', 'c1'),
  person('c', 'c1'),
  person('new', 'c1', { code: null }),
  person('gone', 'c1', { isArchived: true }),
  person('hidden', 'c1', { isHiddenInHr: true }),
  person('x', 'c2'),
];
const slip = (employee: string | null, date = '2025-11-01', fileName = `${employee}.pdf`) => ({ fileName, type: 'slip', date, employee });

describe('payrollCompleteness', () => {
  it('lists the active employees of each staged company month without a slip, and files matching nobody', () => {
    const result = payrollCompleteness([slip('a'), slip(null, '2025-11-01', 'Sal_1001_999_112025.pdf')], employees, new Set());
    expect(result.months).toEqual([{ companyId: 'c1', date: '2025-11-01', withoutSlip: [employees[1], employees[2]] }]);
    expect(result.unmatchedFiles).toEqual(['Sal_1001_999_112025.pdf']);
  });

  it('counts slips already on the server, and keeps months and companies apart', () => {
    const result = payrollCompleteness([slip('a'), slip('a', '2025-10-01'), slip('x')], employees, new Set([slipKey('b', '2025-11-01')]));
    expect(result.months.map((m) => [m.companyId, m.date, m.withoutSlip.map((e) => e.id)])).toEqual([
      ['c1', '2025-11-01', ['c']],
      ['c1', '2025-10-01', ['b', 'c']],
      ['c2', '2025-11-01', []],
    ]);
  });

  it('certificates do not count as slips', () => {
    const result = payrollCompleteness([{ ...slip('a'), type: 'compensation' }], employees, new Set());
    expect(result.months).toEqual([]);
  });

  it('names the company months to ask the server about', () => {
    expect(stagedCompanyMonths([slip('a'), slip('x', '2025-10-01'), slip(null)], employees)).toEqual({
      companyIds: ['c1', 'c2'],
      dates: ['2025-10-01', '2025-11-01'],
    });
  });
});
