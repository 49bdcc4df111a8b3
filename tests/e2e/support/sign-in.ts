import { expect, type Page } from '@playwright/test';
import { countSignInMails, readLatestMail } from './mail';

// The one set of sign-in journeys every spec uses (issue #18): no spec keeps its own copy. Each one
// waits on what a person would see before the next step, and checks where the browser lands.

/** Where the portal sends a user after sign-in: profile-only users to their HR profile (spec §2). */
export const LANDING = /\/(dashboard|hr\/employees\/[\w-]+\/profile)$/;

type Options = {
  /** Where the browser must land and stay: by default the dashboard or the HR profile. */
  landing?: RegExp;
  /** Another origin to open the portal at (e.g. 127.0.0.1 for localhost); the test's baseURL by default. */
  origin?: string;
};

async function expectToStayOn(page: Page, landing: RegExp): Promise<void> {
  await expect(page).toHaveURL(landing, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Must stay there, not pass through on the way back to sign-in.
  await expect(page).toHaveURL(landing);
}

/**
 * Magic link, as a user does it: the /signin page's email field, the mail in the outbox, the link.
 * Needs the server's data directory to read the outbox. Magic links are rate-limited per address
 * (5 per 15 minutes): specs that only need a signed-in page use the `user` option instead.
 */
export async function signInByMagicLink(page: Page, dataDir: string, email: string, { landing = LANDING }: Options = {}): Promise<void> {
  const mailsBefore = await countSignInMails(dataDir, email);
  await page.goto('/signin');
  // The magic-link form is the page's only form; the identity-provider button is outside it.
  const form = page.locator('form').filter({ has: page.getByRole('textbox') });
  await form.getByRole('textbox').fill(email);
  await form.getByRole('button').click();
  await page.goto(await readLatestMail(dataDir, email, { newerThan: mailsBefore }));
  await expectToStayOn(page, landing);
}

/**
 * The development identity provider (code + PKCE), password `demo`. Waits for the provider's own
 * page before typing: the portal's sign-in page has an email field too, and typing before the
 * browser has left it put the address in the wrong form (the race of issue #18).
 */
export async function signInWithProvider(page: Page, email: string, { landing = LANDING, origin = '' }: Options = {}): Promise<void> {
  await page.goto(`${origin}/signin`);
  await page.getByRole('button', { name: /identity provider|fournisseur d’identité|Identitätsanbieter|fornecedor de identidade/i }).click();
  await expect(page).toHaveURL(/\/oidc\//, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectToStayOn(page, landing);
}
