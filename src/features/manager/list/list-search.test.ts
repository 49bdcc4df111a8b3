import { describe, expect, it } from 'vitest';
import { validateListSearch } from './list-search';

describe('manager list search params', () => {
  it('keeps valid values and drops defaults', () => {
    expect(validateListSearch({ q: ' Moselle ', filter: 'hr', sort: 'name', dir: 'desc', page: '3', size: '50', hide: 'vatId' })).toEqual({
      q: 'Moselle', filter: 'hr', sort: 'name', dir: 'desc', page: 3, size: 50, hide: 'vatId',
    });
    expect(validateListSearch({ page: '1', size: '25' })).toMatchObject({ page: undefined, size: undefined });
  });

  it('turns anything else typed into the address into the defaults', () => {
    expect(validateListSearch({ page: 'abc', size: '33', dir: 'up', q: '   ' })).toEqual({
      q: undefined, filter: undefined, sort: undefined, dir: undefined, page: undefined, size: undefined, hide: undefined,
    });
  });
});
