import type { User } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { createRenewal, RETRY_AFTER_MS, type RenewEvent } from './renewal';

const user = { access_token: 'new' } as User;
const timeout = () => Promise.reject(new Error('IFrame timed out without a response'));

function setUp(answers: (() => Promise<User | null>)[]) {
  const events: RenewEvent[] = [];
  const scheduled: { run: () => void; ms: number }[] = [];
  const signinSilent = vi.fn(() => (answers.shift() ?? timeout)());
  const renew = createRenewal(signinSilent, (e) => events.push(e), (run, ms) => scheduled.push({ run, ms }));
  return { events, scheduled, signinSilent, renew };
}

describe('silent renewal', () => {
  it('hands over the renewed user', async () => {
    const { renew, events } = setUp([() => Promise.resolve(user)]);
    await renew();
    expect(events).toEqual([{ type: 'renewed', user }]);
  });

  it('retries a timed-out renewal once, after 5 s', async () => {
    const { renew, events, scheduled, signinSilent } = setUp([timeout, () => Promise.resolve(user)]);
    await renew();
    expect(events).toEqual([]);
    expect(scheduled.map((s) => s.ms)).toEqual([RETRY_AFTER_MS]);
    expect(RETRY_AFTER_MS).toBe(5_000);
    scheduled[0]?.run();
    await vi.waitFor(() => expect(events).toEqual([{ type: 'renewed', user }]));
    expect(signinSilent).toHaveBeenCalledTimes(2);
  });

  it('reports a second time-out, and any other failure at once, as a renew error', async () => {
    const twice = setUp([timeout, timeout]);
    await twice.renew();
    twice.scheduled[0]?.run();
    await vi.waitFor(() => expect(twice.events.map((e) => e.type)).toEqual(['error']));

    const other = setUp([() => Promise.reject(new Error('login_required'))]);
    await other.renew();
    expect(other.scheduled).toEqual([]);
    expect(other.events).toEqual([{ type: 'error', error: new Error('login_required') }]);
  });
});
