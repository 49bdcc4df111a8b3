import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultDate, defaultDateList } from './default-dates';

describe('defaultDateList', () => {
  it('lists 13 months from next month back, newest first', () => {
    const list = defaultDateList(new Date('2025-11-21T10:00:00Z'));
    expect(list).toHaveLength(13);
    expect(list[0]).toBe('2025-12-01');
    expect(list[1]).toBe('2025-11-01');
    expect(list[2]).toBe('2025-10-01');
    expect(list[12]).toBe('2024-12-01');
  });

  it('crosses year ends both ways', () => {
    const list = defaultDateList(new Date('2025-12-31T23:59:59Z'));
    expect(list[0]).toBe('2026-01-01');
    expect(defaultDateList(new Date('2026-01-01T00:00:00Z'))[2]).toBe('2025-12-01');
  });

  it('gives consecutive distinct first-of-month dates for any moment', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1950-01-01'), max: new Date('2150-01-01'), noInvalidDate: true }), (now) => {
        const list = defaultDateList(now);
        expect(new Set(list).size).toBe(13);
        for (const value of list) expect(value).toMatch(/^\d{4}-(0[1-9]|1[0-2])-01$/);
        expect([...list].sort().reverse()).toEqual(list);
      }),
    );
  });
});

describe('defaultDate', () => {
  it('is the previous month, and it is in the list', () => {
    const now = new Date('2025-11-21T10:00:00Z');
    expect(defaultDate(now)).toBe('2025-10-01');
    expect(defaultDateList(now)).toContain(defaultDate(now));
    expect(defaultDate(new Date('2026-01-15T00:00:00Z'))).toBe('2025-12-01');
  });
});
