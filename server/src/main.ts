import { loadConfig } from './config';
import { seedDemo } from './db/seed/demo';
import { createHttpApp } from './http-server';
import { createLogger } from './log';
import { createServices } from './services';

// `npm start`: the API, the development identity provider and the built portal on one origin.
const config = loadConfig();
const log = createLogger(config.logLevel);
const services = await createServices(config, log);
if (config.seedDemo) {
  const { seeded } = await seedDemo({ db: services.db, storage: services.storage });
  if (seeded) log.info('demo data seeded (see README: demo accounts)');
}
if (config.notifications.workers) await services.notifications.startWorkers();
const { server, draining } = await createHttpApp(services, { maintenance: process.env.MAINTENANCE === 'true' });
server.listen(config.port, config.host, () => {
  log.info('portal listening', { url: config.publicUrl, database: services.database.kind, dataDir: config.dataDir });
});

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
  await services.database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
