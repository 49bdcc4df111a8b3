import { describe, expect, it } from 'vitest';
import { createStatementNamer } from './statement-names';

describe('createStatementNamer', () => {
  it('names a text from its third run on, always with the same name', () => {
    const name = createStatementNamer('read_');
    expect(name('select 1')).toBeUndefined();
    expect(name('select 1')).toBeUndefined();
    expect(name('select 1')).toBe('read_0');
    expect(name('select 1')).toBe('read_0');
    expect(name('select 2')).toBeUndefined();
  });

  it('gives each text its own name and never reuses one', () => {
    const name = createStatementNamer('s', { runsBeforeNamed: 1 });
    expect(['a', 'b', 'c', 'a', 'b'].map((sql) => name(sql))).toEqual(['s0', 's1', 's2', 's0', 's1']);
  });

  it('stops naming new texts once the names run out, and keeps the ones given', () => {
    const name = createStatementNamer('s', { runsBeforeNamed: 1, maxNamed: 2 });
    name('a');
    name('b');
    expect(name('c')).toBeUndefined();
    expect(name('c')).toBeUndefined();
    expect(name('a')).toBe('s0');
    expect(name('b')).toBe('s1');
  });

  it('forgets the counts of texts not yet named when too many come by, so a flood of one-off texts holds no memory', () => {
    const name = createStatementNamer('s', { runsBeforeNamed: 2, maxCounted: 3 });
    name('hot');
    for (const sql of ['x1', 'x2', 'x3']) name(sql); // the fourth counted text clears the counts
    expect(name('hot')).toBeUndefined(); // its first run was forgotten: this is its first again
    expect(name('hot')).toBe('s0');
  });
});
