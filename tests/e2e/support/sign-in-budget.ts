import { join } from 'node:path';
import { magicLinkLimits } from '../../../server/src/auth/magic-link';
import { readOutbox } from '../../../server/src/mail/outbox';
import type { RunningServer } from './server';

// The server mails an address at most `perAddress` links, and a client IP `perIp`, per window; all
// tests of a worker sign in from 127.0.0.1. Room left for one test: two links to one address, and
// ten requests the outbox does not show (unknown addresses, refused links).
const ROOM_PER_ADDRESS = 2;
const ROOM_PER_IP = 10;

/**
 * Returns `server`, or a fresh server (the old one stopped) when the next test could run into the
 * magic-link rate limits, which would silently send no mail and fail the test for the wrong reason.
 */
export async function renewWhenSignInLimitsNear(server: RunningServer, start: () => Promise<RunningServer>): Promise<RunningServer> {
  const mails = await readOutbox(join(server.dataDir, 'outbox'));
  const perAddress = new Map<string, number>();
  for (const mail of mails) perAddress.set(mail.to.toLowerCase(), (perAddress.get(mail.to.toLowerCase()) ?? 0) + 1);
  const busiestAddress = Math.max(0, ...perAddress.values());
  const nearLimit = busiestAddress > magicLinkLimits.perAddress - ROOM_PER_ADDRESS || mails.length > magicLinkLimits.perIp - ROOM_PER_IP;
  if (!nearLimit) return server;
  await server.stop();
  return start();
}
