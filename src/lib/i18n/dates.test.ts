import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from './dates';
import { activateLanguage } from './language';

afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('dates (spec §9 formats)', () => {
  it('formats days, date-times, months and years', () => {
    expect(formatDate('2025-11-03')).toBe('3.11.2025');
    expect(formatDate(new Date(2025, 10, 3, 9, 5, 7), 'dateTime')).toBe('03.11.2025 09:05:07');
    expect(formatDate('2025-11-01', 'short')).toBe('11.2025');
    expect(formatDate('2025-11-01', 'year')).toBe('2025');
  });

  it("names the month in the interface language, from the language's catalog", async () => {
    await activateLanguage('en');
    expect(formatDate('2025-03-01', 'defaultDateOption')).toBe('03 (Mar) 2025');
    await activateLanguage('de');
    expect(formatDate('2025-03-01', 'defaultDateOption')).toBe('03 (März) 2025');
    expect(formatDate('2025-05-01', 'defaultDateOption')).toBe('05 (Mai) 2025');
    await activateLanguage('fr');
    expect(formatDate('2025-02-01', 'defaultDateOption')).toBe('02 (févr.) 2025');
    await activateLanguage('pt');
    expect(formatDate('2025-09-01', 'defaultDateOption')).toBe('09 (set) 2025');
    // Numbers only: the same in every language.
    expect(formatDate('2025-09-01', 'long')).toBe('1.9.2025');
  });

  it('reads a day or a time without a zone as local time, and one with a zone as that instant', () => {
    expect(formatDate('2025-11-03T09:05:07', 'dateTime')).toBe('03.11.2025 09:05:07');
    expect(formatDate('2025-11', 'short')).toBe('11.2025');
    const instant = new Date(Date.UTC(2025, 11, 31, 23, 30, 0));
    expect(formatDate('2025-12-31T23:30:00.000Z', 'dateTime')).toBe(formatDate(instant, 'dateTime'));
    expect(formatDate(instant.toISOString(), 'long')).toBe(`${instant.getDate()}.${instant.getMonth() + 1}.${instant.getFullYear()}`);
  });

  it('shows nothing for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});
