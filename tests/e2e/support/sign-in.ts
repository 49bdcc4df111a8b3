import { expect, type Page } from '@playwright/test';
import { countMails, readLatestMail } from './mail';

/**
 * Signs in the way a user does: the /signin page's email field, the mail in the outbox, the link.
 * Needs the worker's data directory to read the outbox.
 */
export async function signInByMagicLink(page: Page, dataDir: string, email: string): Promise<void> {
  const mailsBefore = await countMails(dataDir, email);
  await page.goto('/signin');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByRole('button', { name: /link|send|envoyer|senden|enviar/i }).click();

  const link = await readLatestMail(dataDir, email, { newerThan: mailsBefore });
  await page.goto(link);
  // Profile-only users (spec §2) land on their HR profile, everyone else on the dashboard; both
  // must stay there, not pass through on the way back to sign-in.
  await expect(page).toHaveURL(/\/(dashboard|hr\/profile)$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/(dashboard|hr\/profile)$/);
}
