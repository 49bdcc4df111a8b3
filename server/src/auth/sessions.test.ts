import { afterEach, beforeEach, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { createSession, findSession, revokeSession } from './sessions';
import { createTestServices, insertUser, type TestServices } from '../testing/test-services';
import { hashToken, randomToken, safeEqual } from './tokens';

let services: TestServices;
beforeEach(async () => {
  services = await createTestServices();
});
afterEach(() => services.close());

it('makes 32-byte base64url tokens, hashes them and compares them', () => {
  const token = randomToken();
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(randomToken()).not.toBe(token);
  expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
  expect(safeEqual(hashToken(token), hashToken(token))).toBe(true);
  expect(safeEqual(hashToken(token), hashToken('other'))).toBe(false);
  expect(safeEqual('abc', 'abcd')).toBe(false);
});

it('creates a session that stores only the token hash, finds it, and stops finding it once revoked', async () => {
  const user = await insertUser(services, { email: 'u@demo.test' });
  const before = Date.now();
  const session = await createSession(services.db, user.id, { ttlHours: 12 });
  expect(session.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 12 * 3_600_000);
  const [row] = await services.db.select().from(sessions);
  expect(row?.tokenHash).toBe(hashToken(session.token));
  expect(JSON.stringify(row)).not.toContain(session.token);
  expect((await findSession(services.db, session.token))?.id).toBe(session.sessionId);
  await revokeSession(services.db, session.sessionId);
  expect(await findSession(services.db, session.token)).toBeNull();
});

it('does not find an expired session', async () => {
  const user = await insertUser(services, { email: 'u@demo.test' });
  const session = await createSession(services.db, user.id, { ttlHours: 0 });
  expect(await findSession(services.db, session.token)).toBeNull();
});
