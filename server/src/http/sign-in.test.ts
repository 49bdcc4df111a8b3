import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { magicLinkLimits } from '../auth/magic-link';
import { hashToken } from '../auth/tokens';
import { auditEvents, magicLinkTokens, users } from '../db/schema';
import { readOutbox } from '../mail/outbox';
import { servedTestApp } from '../testing/test-server';

/** Sign-in goes through the real server: cookies, client addresses and headers as a browser sees them. */
const served = servedTestApp();

interface Reply<T> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
  setCookie: string[];
}

async function gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, auth: { token?: string; cookie?: string } = {}): Promise<Reply<T>> {
  const response = await fetch(`${served.base}/api/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, ...((await response.json()) as Omit<Reply<T>, 'status' | 'setCookie'>), setCookie: response.headers.getSetCookie() };
}

const send = (email: string) => gql('mutation($email: String!) { sendUserMagicAuthLink(email: $email) }', { email });
const redeem = (email: string, token: string) =>
  gql<{ redeemUserMagicAuthToken: { __typename: string; token?: string; item?: { email: string }; code?: string; message?: string } }>(
    `mutation($email: String!, $token: String!) { redeemUserMagicAuthToken(email: $email, token: $token) {
      __typename ... on RedeemUserMagicAuthTokenSuccess { token item { email } } ... on RedeemUserMagicAuthTokenFailure { code message } } }`,
    { email, token },
  );
const me = async (auth: { token?: string; cookie?: string }) => (await gql<{ me: { email: string } | null }>('{ me { email } }', {}, auth)).data?.me?.email ?? null;

/** The token of the newest link mailed to `email`, read from the outbox as a person would read the mail. */
async function linkTokenFor(email: string): Promise<string> {
  const mails = (await readOutbox(path.join(served.app.dataDir, 'outbox'))).filter((m) => m.to.includes(email));
  const link = /\/signin\/([^/\s]+)\/([\w-]+)/.exec(mails.at(-1)?.text ?? '');
  if (!link?.[2]) throw new Error(`no sign-in link mailed to ${email}`);
  expect(decodeURIComponent(link[1] ?? '')).toBe(email);
  return link[2];
}

describe('magic-link sign-in end to end', () => {
  it('mails a link, redeems it into a bearer token and an httpOnly cookie, and signs out', async () => {
    expect((await send('hr@demo.test')).data).toEqual({ sendUserMagicAuthLink: true });
    const linkToken = await linkTokenFor('hr@demo.test');

    const redeemed = await redeem('hr@demo.test', linkToken);
    const result = redeemed.data?.redeemUserMagicAuthToken;
    expect(result).toMatchObject({ __typename: 'RedeemUserMagicAuthTokenSuccess', item: { email: 'hr@demo.test' } });
    const token = result?.token ?? '';
    const cookie = redeemed.setCookie.find((c) => c.startsWith('portal_session=')) ?? '';
    expect(cookie).toContain(`portal_session=${token};`);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    const cookiePair = cookie.split(';')[0] ?? '';

    expect(await me({ token })).toBe('hr@demo.test');
    expect(await me({ cookie: cookiePair })).toBe('hr@demo.test');

    const signout = await gql('mutation { signout }', {}, { token });
    expect(signout.data).toEqual({ signout: true });
    expect(signout.setCookie.some((c) => /^portal_session=;.*Max-Age=0/.test(c))).toBe(true);
    expect(await me({ token })).toBeNull();
    expect(await me({ cookie: cookiePair })).toBeNull();
  });

  it('refuses a reused link, a forged token and an expired link', async () => {
    await send('finance@demo.test');
    const linkToken = await linkTokenFor('finance@demo.test');
    expect((await redeem('finance@demo.test', linkToken)).data?.redeemUserMagicAuthToken.__typename).toBe('RedeemUserMagicAuthTokenSuccess');

    const reused = await redeem('finance@demo.test', linkToken);
    expect(reused.data?.redeemUserMagicAuthToken).toMatchObject({ code: 'TOKEN_REDEEMED' });
    expect(reused.setCookie).toEqual([]);

    const forged = await redeem('finance@demo.test', `${linkToken.slice(0, -3)}abc`);
    expect(forged.data?.redeemUserMagicAuthToken).toEqual({ __typename: 'RedeemUserMagicAuthTokenFailure', code: 'FAILURE', message: 'Auth token redemption failed.' });
    expect((await redeem('finance@demo.test', 'x'.repeat(43))).data?.redeemUserMagicAuthToken.code).toBe('FAILURE');
    // Someone else's link does not open this account.
    await send('employee@demo.test');
    expect((await redeem('finance@demo.test', await linkTokenFor('employee@demo.test'))).data?.redeemUserMagicAuthToken.code).toBe('FAILURE');

    await send('finance@demo.test');
    const late = await linkTokenFor('finance@demo.test');
    await served.app.services.db.update(magicLinkTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(magicLinkTokens.tokenHash, hashToken(late)));
    const expired = await redeem('finance@demo.test', late);
    expect(expired.data?.redeemUserMagicAuthToken).toEqual({
      __typename: 'RedeemUserMagicAuthTokenFailure',
      code: 'TOKEN_EXPIRED',
      message: 'The auth token provided has expired.',
    });
    expect(expired.setCookie).toEqual([]);
  });

  it('does not let disabled@demo.test sign in', async () => {
    const outbox = path.join(served.app.dataDir, 'outbox');
    const before = (await readOutbox(outbox)).length;
    expect((await send('disabled@demo.test')).data).toEqual({ sendUserMagicAuthLink: true });
    expect(await readOutbox(outbox)).toHaveLength(before);

    // Even a link issued before the account was disabled is refused.
    const [user] = await served.app.services.db.select().from(users).where(eq(users.email, 'disabled@demo.test'));
    const token = 'left-over-link-from-before-the-account-was-disabled';
    await served.app.services.db.insert(magicLinkTokens).values({ userId: user?.id ?? '', tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 600_000) });
    const redeemed = await redeem('disabled@demo.test', token);
    expect(redeemed.data?.redeemUserMagicAuthToken).toMatchObject({ code: 'FAILURE', message: 'Account disabled' });
    expect(redeemed.setCookie).toEqual([]);
  });
});

describe('magic-link rate limits', () => {
  it('mails at most magicLinkLimits.perAddress links per address in the window, and still answers true', async () => {
    const outbox = path.join(served.app.dataDir, 'outbox');
    const mailsTo = async (email: string) => (await readOutbox(outbox)).filter((m) => m.to.includes(email)).length;
    for (let i = 0; i < magicLinkLimits.perAddress + 2; i++) expect((await send('multi@demo.test')).data).toEqual({ sendUserMagicAuthLink: true });
    expect(await mailsTo('multi@demo.test')).toBe(magicLinkLimits.perAddress);
  });
});

describe('impersonation', () => {
  const impersonate = `mutation($id: ID!) { startImpersonation(userId: $id, reason: "Checking a reported problem") {
    ... on RedeemUserMagicAuthTokenSuccess { token item { email } } ... on RedeemUserMagicAuthTokenFailure { code message } } }`;
  const userId = async (email: string) => (await served.app.services.db.select().from(users).where(eq(users.email, email)))[0]?.id ?? '';

  it('lets admin@ act as employee@, auditing every request with the real actor', async () => {
    const admin = await userId('admin@demo.test');
    const employee = await userId('employee@demo.test');
    const started = await gql<{ startImpersonation: { token: string; item: { email: string } } }>(impersonate, { id: employee }, { token: await served.app.tokenFor('admin@demo.test') });
    expect(started.data?.startImpersonation.item.email).toBe('employee@demo.test');
    const token = started.data?.startImpersonation.token ?? '';

    const requests = () => served.app.services.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'impersonated.request'), eq(auditEvents.onBehalfOfId, employee)));
    const before = (await requests()).length;
    expect(await me({ token })).toBe('employee@demo.test');
    const companies = await gql<{ companies: { code: string }[] }>('query Companies { companies { code } }', {}, { token });
    expect(companies.data?.companies.map((c) => c.code)).toEqual(['1001']);
    const events = (await requests()).slice(before);
    expect(events).toHaveLength(2);
    for (const event of events) expect(event.actorId).toBe(admin);
    expect(events.map((e) => e.details.operationName).sort()).toEqual(['Companies', 'anonymous']);

    expect((await gql('mutation { stopImpersonation }', {}, { token })).data).toEqual({ stopImpersonation: true });
    expect(await me({ token })).toBeNull();
  });

  it('refuses impersonating a user with access to all companies', async () => {
    const result = await gql(impersonate, { id: await userId('admin@demo.test') }, { token: await served.app.tokenFor('admin@demo.test') });
    expect(result.errors?.[0]).toMatchObject({ message: 'Users with access to all companies cannot be impersonated.', extensions: { code: 'FORBIDDEN' } });
  });

  it('refuses payroll@ impersonating anyone', async () => {
    const result = await gql(impersonate, { id: await userId('employee@demo.test') }, { token: await served.app.tokenFor('payroll@demo.test') });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(result.data?.startImpersonation ?? null).toBeNull();
  });
});
