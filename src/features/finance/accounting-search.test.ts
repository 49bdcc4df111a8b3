import { describe, expect, it } from 'vitest';
import { validateAccountingSearch } from './accounting-search';

describe('validateAccountingSearch', () => {
  it('keeps valid filters, with numbers from the URL’s text', () => {
    expect(validateAccountingSearch({ type: 'receipt', tag: ' Q1 2025 ', year: '2024', q: 'bcee', page: '3' })).toEqual({ type: 'receipt', tag: 'Q1 2025', year: 2024, q: 'bcee', page: 3 });
  });

  it('drops an unknown type, a bad year or page, empty text and the first page', () => {
    expect(validateAccountingSearch({ type: 'toString', year: 'abc', page: '0', tag: '  ', q: '' })).toEqual({});
    expect(validateAccountingSearch({ year: 99999, page: 1 })).toEqual({});
  });
});
