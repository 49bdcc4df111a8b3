import { loadConfig } from '../../config';
import { createLogger } from '../../log';
import { openConfiguredDatabase } from '../../services';
import { createFileStorage } from '../../storage/create-file-storage';
import { seedDemo } from './demo';

// The demo data of decisions.md, seeded by `npm start` in a process of its own (see seedDemoApart):
// PGlite's WebAssembly heap grows while seeding and never shrinks, and even once closed, the
// memory it held stays with the process that used it.
const config = loadConfig();
const log = createLogger(config.logLevel);
const database = await openConfiguredDatabase(config);
try {
  const { seeded } = await seedDemo({ db: database.db, storage: await createFileStorage(config.storage, config.dataDir) });
  if (seeded) log.info('demo data seeded (see README: demo accounts)');
} finally {
  await database.close();
}
