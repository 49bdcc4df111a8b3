import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startReadingWorker } from './accounting-reading/reading-job';
import { loadConfig } from './config';
import { seedDemo } from './db/seed/demo';
import { createHttpApp } from './http-server';
import { createLogger } from './log';
import { createServices, isNewEmbeddedDatabase } from './services';
import { MIN_PERIODIC_GRACE_MS, periodicSweepEvery, startPeriodicSweep } from './storage/periodic-sweep';
import { startupSweepSettings, sweepHalfWrittenUploads, sweepStoredFiles } from './storage/startup-sweep';
import { withStoredSecret } from './stored-secret';

// `npm start`: the API, the development identity provider and the built portal on one origin.
// Without SECRET (development), the random one kept in DATA_DIR, before anything signs with it.
const config = await withStoredSecret(loadConfig());
const log = createLogger(config.logLevel);
const sweepSettings = startupSweepSettings(config.storage, process.env);
const seedApart = config.seedDemo && isNewEmbeddedDatabase(config);
if (seedApart) await seedDemoApart();
const services = await createServices(config, log);
if (config.seedDemo && !seedApart) {
  // A restart or PostgreSQL: one query finds the data there (or seeds it, the first time).
  const { seeded } = await seedDemo({ db: services.db, storage: services.storage });
  if (seeded) log.info('demo data seeded (see README: demo accounts)');
}
if (config.notifications.workers) {
  await services.notifications.startWorkers();
  // Accounting documents read in the background (OCR included), on the same job queue.
  await startReadingWorker(services.notifications.boss, { db: services.db, storage: services.storage, log, maxBytes: config.maxUploadBytes });
}
const { server, draining, close: closeHttpApp } = await createHttpApp(services, { maintenance: process.env.MAINTENANCE === 'true' });
server.listen(config.port, config.host, () => {
  log.info('portal listening', { url: config.publicUrl, database: services.database.kind, dataDir: config.dataDir });
});
// What an unclean stop left in the file storage, cleaned in the background once listening: walking
// 100,000 files must not hold back readiness, and waiting would protect nothing, since the grace
// period (not the order) is what keeps uploads in flight safe — this process's own, and those of
// other processes sharing the directory, which a start never pauses anyway.
const filesDir = path.join(config.dataDir, 'files');
const sweeping = (
  sweepSettings.enabled
    ? sweepStoredFiles({ db: services.db, filesDir, log, graceMs: sweepSettings.graceMs })
    : sweepHalfWrittenUploads({ filesDir, log, graceMs: sweepSettings.graceMs }).then(() => null)
).catch((error: unknown) => {
  log.error('startup sweep failed', { error: error instanceof Error ? error.message : String(error) });
  return null;
});
// And while running: what a crash left that was too recent to judge at start goes once it is older
// than the grace period, without waiting for another restart.
const sweepEvery = periodicSweepEvery(sweepSettings.graceMs);
const periodicSweep =
  sweepEvery === null
    ? null
    : startPeriodicSweep({ filesDir, log, graceMs: sweepSettings.graceMs, everyMs: sweepEvery, orphans: { db: services.db, keys: sweeping.then((report) => report?.youngOrphans ?? []) } });
if (!periodicSweep) log.info(`half-written uploads are swept at start only: STORAGE_SWEEP_GRACE_SECONDS is below ${MIN_PERIODIC_GRACE_MS / 1000}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  draining.value = true;
  log.info('shutting down', { signal });
  // Stop accepting connections, let requests in flight finish, then close the database
  // (PGlite must be closed, or the process lingers and its files may be left inconsistent).
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close();
  server.closeIdleConnections();
  await new Promise((resolve) => server.on('close', resolve));
  await services.notifications.stop({ graceful: true });
  await closeHttpApp();
  await sweeping;
  await periodicSweep?.stop();
  await services.database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

/**
 * Seeds a new embedded database in a child process before the API opens it: PGlite's heap grows
 * while seeding and never shrinks, and the API would carry it for life (idle after a fresh start:
 * about 310 MiB instead of 490, docs/decisions/memory.md). Same Node flags and environment.
 */
async function seedDemoApart() {
  // From the sources (tsx) the TypeScript CLI; from the bundle (`npm start`) its bundled twin beside main.js.
  const script = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? './db/seed/seed-demo-cli.ts' : './seed-demo-cli.js', import.meta.url));
  // Not --watch (npm run dev): the child must end once seeded.
  const flags = process.execArgv.filter((flag) => !flag.startsWith('--watch'));
  const child = spawn(process.execPath, [...flags, script], { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve, reject) => child.once('error', reject).once('exit', resolve));
  if (code !== 0) throw new Error(`seeding the demo data failed (exit code ${code})`);
}
