import { glewlwydMissing, startGlewlwyd, type RunningGlewlwyd } from '../../../scripts/glewlwyd/start.mjs';

export { GLEWLWYD_PASSWORD } from '../../../scripts/glewlwyd/start.mjs';

/** Glewlwyd for one worker's server, with the demo users these journeys sign in as. */
export function startGlewlwydForTests(): Promise<RunningGlewlwyd> {
  const missing = glewlwydMissing();
  if (missing) throw new Error(`${missing}: run node scripts/ensure-test-tools.mjs (npm test does) or apt-get install -y glewlwyd`);
  return startGlewlwyd({ users: ['hr@demo.test', 'finance@demo.test'] });
}
