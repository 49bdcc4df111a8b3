import { glewlwydMissing, startGlewlwyd, type RunningGlewlwyd } from '../../../scripts/glewlwyd/start.mjs';

export { GLEWLWYD_PASSWORD } from '../../../scripts/glewlwyd/start.mjs';

/**
 * Why a journey through Glewlwyd is skipped here, or null when it runs. Only outside CI: there
 * (`CI` set) a missing Glewlwyd fails the journey with the reason, since `.ci/run` installs it.
 */
export function glewlwydSkipReason(): string | null {
  if (process.env['CI']) return null;
  const missing = glewlwydMissing();
  return missing ? `${missing} (skipped outside CI only)` : null;
}

/** Glewlwyd for one worker's server, with the demo users these journeys sign in as. */
export function startGlewlwydForTests(): Promise<RunningGlewlwyd> {
  return startGlewlwyd({ users: ['hr@demo.test', 'finance@demo.test'] });
}
