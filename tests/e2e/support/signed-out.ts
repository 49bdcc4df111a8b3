import { expect, type Page } from '@playwright/test';

// What "signed out on this device" means (issue #43 item 2), checked the same way after either
// sign-in method: the browser keeps nothing of the user that a next person could use or read, and
// the API no longer takes the user's last token.

/** Databases the portal keeps in IndexedDB: unsent work only, which sign-out keeps (decisions/messages.md). */
const UNSENT_WORK_DATABASES = ['fiduciary-portal-uploads', 'fiduciary-portal-upload-files', 'portal-message-outbox'];

/** The bearer token the portal holds for the signed-in user. */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { accessToken?: string }).accessToken);
  if (!token) throw new Error(`No signed-in session on ${page.url()}`);
  return token;
}

/** Waits until the portal has saved its query cache with `text` in it (it saves at most once a second). */
export async function expectSavedCacheToHold(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('portal.query-cache') ?? '')).toContain(text);
}

/** No session, no query cache, no provider tokens, no profile drafts; IndexedDB holds unsent work only. */
export async function expectNothingOfTheUserLeft(page: Page): Promise<void> {
  const stored = await page.evaluate(async () => ({
    keys: Object.keys(localStorage),
    cache: localStorage.getItem('portal.query-cache'),
    databases: (await indexedDB.databases()).map((database) => database.name ?? ''),
  }));
  expect(stored.keys).not.toContain('portal.session');
  expect(stored.cache).toBeNull();
  expect(stored.keys.filter((key) => key.startsWith('oidc.user:') || key.startsWith('portal.profile-draft.'))).toEqual([]);
  expect(stored.databases.filter((name) => !UNSENT_WORK_DATABASES.includes(name))).toEqual([]);
}

type Answer = { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] };

async function askWith(page: Page, token: string, query: string): Promise<Answer> {
  const response = await page.request.post('/api/graphql', { headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' }, data: { query } });
  return (await response.json()) as Answer;
}

/**
 * The API no longer knows the caller by this token: `me` answers null (its rule: anyone may ask,
 * null when signed out) and what needs a signed-in user is refused UNAUTHENTICATED.
 */
export async function expectTokenRefused(page: Page, token: string): Promise<void> {
  expect(await askWith(page, token, '{ me { id email } }')).toEqual({ data: { me: null } });
  const companies = await askWith(page, token, '{ companiesCount }');
  expect(companies.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
}

/** The API knows the caller by this token (the same calls as expectTokenRefused, before sign-out). */
export async function expectTokenAccepted(page: Page, token: string, email: string): Promise<void> {
  expect(((await askWith(page, token, '{ me { id email } }')).data?.['me'] as { email?: string } | null)?.email).toBe(email);
  expect((await askWith(page, token, '{ companiesCount }')).data?.['companiesCount']).toEqual(expect.any(Number));
}
