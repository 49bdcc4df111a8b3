import { beforeEach, describe, expect, it } from 'vitest';
import { parseEmployeeListSearch, readStoredPreferences, resolvePreferences, storePreferences, toSearch } from './list-preferences';

beforeEach(() => localStorage.clear());

describe('employee list preferences (URL and local storage)', () => {
  it('keeps only values the list understands', () => {
    expect(parseEmployeeListSearch({ filter: 'new', name: 'ann', all: true })).toEqual({ filter: 'new', name: 'ann', all: true });
    expect(parseEmployeeListSearch({ filter: 'everything', name: 42, all: 'yes' })).toEqual({});
    expect(parseEmployeeListSearch({ name: 'x'.repeat(500) }).name).toHaveLength(200);
  });

  it('takes the URL first, then what was stored, then the defaults', () => {
    storePreferences({ filter: 'archived', name: 'bert', all: false });
    expect(resolvePreferences({ filter: 'new' }, readStoredPreferences())).toEqual({ filter: 'new', name: 'bert', all: false });
    expect(resolvePreferences({}, {})).toEqual({ filter: 'normal', name: '', all: false });
  });

  it('leaves defaults out of the URL', () => {
    expect(toSearch({ filter: 'normal', name: ' ', all: false })).toEqual({});
    expect(toSearch({ filter: 'new', name: 'ann', all: true })).toEqual({ filter: 'new', name: 'ann', all: true });
  });

  it('ignores a stored value that is not what it should be', () => {
    localStorage.setItem('portal.employee-list', '{"filter":"hidden"}');
    expect(readStoredPreferences()).toEqual({});
  });
});
