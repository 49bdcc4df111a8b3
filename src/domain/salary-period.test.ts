import { describe, expect, it } from 'vitest';
import { salaryPeriod } from './salary-period';

describe('the period a salary document is listed with', () => {
  it('is the year for the compensation certificate (dated 1 January), not "01.2025"', () => {
    expect(salaryPeriod('compensation', '2025-01-01')).toEqual({ kind: 'year', year: '2025' });
  });

  it('is the month for a slip and the other certificates', () => {
    expect(salaryPeriod('slip', '2025-11-01')).toEqual({ kind: 'month', date: '2025-11-01' });
    expect(salaryPeriod('work', '2025-06-30')).toEqual({ kind: 'month', date: '2025-06-30' });
  });
});
