/**
 * Test servers run as behind one reverse proxy (TRUST_PROXY=1, see server.ts), and every browser
 * context a test opens reaches them from an address of its own, in X-Forwarded-For, as separate
 * people do. Rate limits per client address (30 magic links per 15 minutes) then count each test on
 * its own instead of the whole worker's run from 127.0.0.1, which forced a server restart and fresh
 * sign-ins about every twenty links. The per-address limits stay shared (sign-in-budget.ts).
 */
let contexts = 0;

/** Headers for a new browser context: the next address of 10.0.0.0/8, unique within this worker. */
export function ownClientAddress(): { 'x-forwarded-for': string } {
  contexts += 1;
  return { 'x-forwarded-for': `10.${(contexts >> 16) & 255}.${(contexts >> 8) & 255}.${contexts & 255}` };
}
