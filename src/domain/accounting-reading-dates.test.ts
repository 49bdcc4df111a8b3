import { describe, expect, it } from 'vitest';
import { datesIn, parseXmlDate } from './accounting-reading-dates';

describe('datesIn', () => {
  it.each([
    ['Date : 14/03/2025', '2025-03-14'],
    ['Datum: 14.03.2025', '2025-03-14'],
    ['Data: 2025-03-14', '2025-03-14'],
    ['le 14 mars 2025', '2025-03-14'],
    ['14. März 2025', '2025-03-14'],
    ['March 14, 2025', '2025-03-14'],
    ['14 de março de 2025', '2025-03-14'],
    ['1er avril 2025', '2025-04-01'],
    ['14.03.25', '2025-03-14'],
  ])('reads %s', (line, iso) => expect(datesIn(line)).toEqual([iso]));

  it('refuses days that do not exist and amounts', () => {
    expect(datesIn('31.02.2025')).toEqual([]);
    expect(datesIn('Total 1.234,56')).toEqual([]);
  });
});

describe('parseXmlDate', () => {
  it('reads UBL and CII dates', () => {
    expect(parseXmlDate('2025-03-14')).toBe('2025-03-14');
    expect(parseXmlDate('20250314')).toBe('2025-03-14');
    expect(parseXmlDate('2025-13-01')).toBeNull();
  });
});
