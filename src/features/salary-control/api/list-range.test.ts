import { describe, expect, it } from 'vitest';
import { MAX_LOADED_PAGES, nextRange, parseListRange, rangePages, rangeSearch } from './list-range';

describe('the list range in the address', () => {
  it('is one page when only ?page is given, page 1 when nothing is', () => {
    expect(parseListRange({})).toEqual({ from: 1, page: 1 });
    expect(parseListRange({ page: '3' })).toEqual({ from: 3, page: 3 });
  });
  it('starts at ?from after "Load more"', () => {
    expect(parseListRange({ page: 3, from: 1 })).toEqual({ from: 1, page: 3 });
    expect(rangePages({ from: 1, page: 3 })).toEqual([1, 2, 3]);
  });
  it('drops a start after the last page, reads a malformed one as page 1, and shortens a range too long', () => {
    expect(parseListRange({ page: 2, from: 5 })).toEqual({ from: 2, page: 2 });
    expect(parseListRange({ page: 2, from: 'x' })).toEqual({ from: 1, page: 2 });
    expect(parseListRange({ page: 100, from: 1 })).toEqual({ from: 100 - MAX_LOADED_PAGES + 1, page: 100 });
  });
  it('"Load more" appends the next page and keeps the start; the address leaves defaults out', () => {
    expect(nextRange({ from: 1, page: 1 })).toEqual({ from: 1, page: 2 });
    expect(rangeSearch({ from: 1, page: 2 })).toEqual({ from: 1, page: 2 });
    expect(rangeSearch({ from: 3, page: 3 })).toEqual({ from: undefined, page: 3 });
    expect(rangeSearch({ from: 1, page: 1 })).toEqual({ from: undefined, page: undefined });
  });
});
