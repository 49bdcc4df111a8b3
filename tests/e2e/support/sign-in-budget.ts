import { magicLinkLimits } from '../../../server/src/auth/magic-link';
import { signInMailsPerAddress } from './mail';
import type { RunningServer } from './server';

// The server mails an address at most `perAddress` links per window, and every test of a worker
// signs the same demo users in. Room left for one test: two links to one address. The per-client
// limit does not come near: each browser context has an address of its own (client-address.ts).
const ROOM_PER_ADDRESS = 2;

/**
 * Returns `server`, or a fresh server (the old one stopped) when the next test could run into the
 * magic-link rate limit, which would silently send no mail and fail the test for the wrong reason.
 */
export async function renewWhenSignInLimitsNear(server: RunningServer, start: () => Promise<RunningServer>): Promise<RunningServer> {
  const busiestAddress = Math.max(0, ...(await signInMailsPerAddress(server.dataDir)).values());
  if (busiestAddress <= magicLinkLimits.perAddress - ROOM_PER_ADDRESS) return server;
  await server.stop();
  return start();
}
