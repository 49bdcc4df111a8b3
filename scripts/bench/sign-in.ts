import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { readOutbox } from '../../server/src/mail/outbox';
import type { Page } from '@playwright/test';
import type { ApiClient } from './api-client';

/** The `/signin/{email}/{token}` link of the newest mail to `email` in the outbox, waiting up to `timeoutMs`. */
export async function waitForMagicLink(outboxDir: string, email: string, after: number, timeoutMs = 15_000): Promise<{ email: string; token: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = (await readOutbox(outboxDir)).filter((m) => m.to.includes(email));
    const newest = messages.length > after ? messages[messages.length - 1] : undefined;
    const match = newest && /\/signin\/([^/\s"<>]+)\/([^/\s"<>?#]+)/.exec(`${newest.text}\n${newest.html ?? ''}`);
    if (match) return { email: decodeURIComponent(match[1]!), token: decodeURIComponent(match[2]!) };
    await sleep(100);
  }
  throw new Error(`No sign-in mail for ${email} in ${outboxDir} after ${timeoutMs} ms`);
}

type Redeemed = { redeemUserMagicAuthToken: { __typename: string; token?: string; code?: string; message?: string } };

/** Signs in by magic link, as a person would, and makes the client send the session token. */
export async function signInByMagicLink(client: ApiClient, dataDir: string, email: string): Promise<void> {
  const outboxDir = path.join(dataDir, 'outbox');
  const before = (await readOutbox(outboxDir)).filter((m) => m.to.includes(email)).length;
  await client.graphql('mutation Send($email: String!) { sendUserMagicAuthLink(email: $email) }', { email });
  const link = await waitForMagicLink(outboxDir, email, before);
  const result = await client.graphql<Redeemed>(
    `mutation Redeem($email: String!, $token: String!) {
      redeemUserMagicAuthToken(email: $email, token: $token) {
        __typename
        ... on RedeemUserMagicAuthTokenSuccess { token }
        ... on RedeemUserMagicAuthTokenFailure { code message }
      }
    }`,
    link,
  );
  const redeemed = result.redeemUserMagicAuthToken;
  if (!redeemed.token) throw new Error(`Magic link refused: ${redeemed.code} ${redeemed.message}`);
  client.setToken(redeemed.token);
}

/** Signs `page` in by magic link through the sign-in form, as a person would, and waits for the dashboard. */
export async function signInInPage(page: Page, dataDir: string, email: string): Promise<void> {
  const outboxDir = path.join(dataDir, 'outbox');
  const before = (await readOutbox(outboxDir)).filter((m) => m.to.includes(email)).length;
  await page.goto('/signin');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByRole('button', { name: /link|send/i }).click();
  const link = await waitForMagicLink(outboxDir, email, before);
  await page.goto(`/signin/${encodeURIComponent(link.email)}/${encodeURIComponent(link.token)}`);
  await page.waitForURL(/\/dashboard/, { timeout: 30_000 });
}
