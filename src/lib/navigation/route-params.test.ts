import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { parseId, parseIdOrNew, parseListName, parseMagicLink, parseOptionalId, parsePage, parseSilently, strictSearch } from './route-params';

function notFoundFrom(parse: () => unknown): boolean {
  try {
    parse();
    return false;
  } catch (error) {
    return isNotFound(error);
  }
}

describe('route params', () => {
  it('accepts an absent or well-formed id and refuses anything else as NotFound', () => {
    expect(parseOptionalId(undefined)).toBeUndefined();
    expect(parseOptionalId('3f2b9c1e-0d4a-4c55-9a7e-2a1c7c9b8e11')).toBe('3f2b9c1e-0d4a-4c55-9a7e-2a1c7c9b8e11');
    expect(notFoundFrom(() => parseOptionalId('1 or 1=1'))).toBe(true);
    expect(notFoundFrom(() => parseOptionalId('../../etc/passwd'))).toBe(true);
    expect(notFoundFrom(() => parseOptionalId('x'.repeat(65)))).toBe(true);
  });

  it('takes a required id only when well-formed, and `new` as the empty form where an item page has one', () => {
    expect(parseId('42')).toBe('42');
    expect(notFoundFrom(() => parseId(''))).toBe(true);
    expect(notFoundFrom(() => parseId('1 or 1=1'))).toBe(true);
    expect(parseIdOrNew('new')).toBeNull();
    expect(parseIdOrNew('cm3x9k2a0000')).toBe('cm3x9k2a0000');
    expect(notFoundFrom(() => parseIdOrNew('../users'))).toBe(true);
    expect(notFoundFrom(() => parseIdOrNew('x'.repeat(65)))).toBe(true);
  });

  it('takes a list name made of letters and digits', () => {
    expect(parseListName('CompanyEmployee')).toBe('CompanyEmployee');
    expect(notFoundFrom(() => parseListName('User;drop'))).toBe(true);
  });

  it('knows only the word silently for the sign-out pages', () => {
    expect(parseSilently(undefined)).toBeUndefined();
    expect(parseSilently('silently')).toBe('silently');
    expect(notFoundFrom(() => parseSilently('loudly'))).toBe(true);
  });

  it('takes a sign-in link with an address and a URL-safe token', () => {
    expect(parseMagicLink({ email: 'hr@demo.test', token: 'not-a-real-token' })).toEqual({ email: 'hr@demo.test', token: 'not-a-real-token' });
    expect(notFoundFrom(() => parseMagicLink({ email: 'no-at-sign', token: 'abc' }))).toBe(true);
    expect(notFoundFrom(() => parseMagicLink({ email: 'hr@demo.test', token: '<script>' }))).toBe(true);
  });

  it('reads a page number, falling back to the first page', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(2)).toBe(2);
    for (const bad of [undefined, '0', '-1', '1.5', 'abc', '99999999']) expect(parsePage(bad)).toBe(1);
  });
});

describe('strictSearch', () => {
  // What TanStack Router does with a route's result: it spreads it over the raw search of the address.
  const asRouted = <T extends object>(validate: (raw: Record<string, unknown>) => T, raw: Record<string, unknown>) => ({ ...raw, ...validate(raw) });
  const onlyNew = (raw: Record<string, unknown>) => (raw['filter'] === 'new' ? { filter: 'new' } : {});

  it('leaves no dropped raw value for the route to read', () => {
    expect(asRouted(onlyNew, { filter: 'everything' })).toEqual({ filter: 'everything' });
    expect(asRouted(strictSearch(onlyNew), { filter: 'everything', other: '<b>' })).toEqual({ filter: undefined, other: undefined });
  });

  it('keeps what the validator accepts', () => {
    expect(asRouted(strictSearch(onlyNew), { filter: 'new' })).toEqual({ filter: 'new' });
  });
});
