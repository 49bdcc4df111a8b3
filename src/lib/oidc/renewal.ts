import type { User } from 'oidc-client-ts';

export type RenewEvent = { type: 'renewed'; user: User } | { type: 'error'; error: Error };
export type RenewListener = (event: RenewEvent) => void;

export const SILENT_TIMEOUT_MESSAGE = 'IFrame timed out without a response';
export const RETRY_AFTER_MS = 5_000;

/**
 * One silent renewal (spec §8/§9): a timed-out attempt is retried once after 5 s; any other
 * failure, or a second time-out, is reported as a renew error.
 */
export function createRenewal(
  signinSilent: () => Promise<User | null>,
  emit: RenewListener,
  schedule: (run: () => void, ms: number) => unknown = setTimeout,
): () => Promise<void> {
  const attempt = async (retried: boolean): Promise<void> => {
    try {
      const user = await signinSilent();
      if (user) emit({ type: 'renewed', user });
    } catch (error) {
      const err = error instanceof Error ? error : new Error(String(error));
      if (err.message === SILENT_TIMEOUT_MESSAGE && !retried) {
        schedule(() => void attempt(true), RETRY_AFTER_MS);
        return;
      }
      emit({ type: 'error', error: err });
    }
  };
  return () => attempt(false);
}
