import { notFound } from '@tanstack/react-router';

// Route params and search params are data entering the program (style.md rule 5): each route parses
// them here, so a malformed address shows NotFound instead of reaching a screen or the API, and a
// valid deep link restores the screen exactly.

/** Keystone-style opaque ids: letters, digits, `-` and `_` (uuids, cuids, and the demo's numbers). */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** An optional `{-$id}` segment: absent, or a well-formed id; anything else is NotFound. */
export function parseOptionalId(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!ID.test(raw)) throw notFound();
  return raw;
}

/** A required `$id` segment: a well-formed id; anything else is NotFound. */
export function parseId(raw: string): string {
  if (!ID.test(raw)) throw notFound();
  return raw;
}

/** The `$id` segment of an item page that also opens its empty form (`new`). */
export const NEW_ITEM = 'new';

/** An item page's `$id`: null for `new` (the empty form), else a well-formed id; anything else is NotFound. */
export function parseIdOrNew(raw: string): string | null {
  return raw === NEW_ITEM ? null : parseId(raw);
}

/** `/inspect-admin/{name}`: a list or record name, letters and digits starting with a letter. */
export function parseListName(raw: string): string {
  if (!/^[A-Za-z][A-Za-z0-9]{0,63}$/.test(raw)) throw notFound();
  return raw;
}

/** An optional `{-$silently}` segment: absent or the word `silently`; anything else is NotFound. */
export function parseSilently(raw: string | undefined): 'silently' | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw !== 'silently') throw notFound();
  return raw;
}

const TOKEN = /^[A-Za-z0-9_-]{1,256}$/;

/** `/signin/{email}/{token}`: an address with an @ and a token of URL-safe characters. */
export function parseMagicLink(raw: { email: string; token: string }): { email: string; token: string } {
  const email = raw.email.trim();
  if (email.length > 320 || !/^[^\s@]+@[^\s@]+$/.test(email) || !TOKEN.test(raw.token)) throw notFound();
  return { email, token: raw.token };
}

/** The largest page a paged screen accepts from an address; beyond that is a typo, not a page. */
export const MAX_PAGE = 10_000;

/** A `?page=` search param: a whole number from 1, else 1 (a bad page number is not worth an error). */
export function parsePage(raw: unknown): number {
  const page = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * A route's `validateSearch` that also hides what it drops. TanStack Router merges a route's
 * validated search over the raw search of the address, so a key a validator leaves out keeps its
 * raw value: `/hr?filter=everything` reached the employee list as a filter that matched nobody.
 * Every raw key is blanked first; the validator's own result then says what the route means.
 */
export function strictSearch<T extends object>(validate: (raw: Record<string, unknown>) => T): (raw: Record<string, unknown>) => NoInfer<T> {
  return (raw) => ({ ...Object.fromEntries(Object.keys(raw).map((key) => [key, undefined])), ...validate(raw) });
}
