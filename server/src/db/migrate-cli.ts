import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from './client';

// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, poolMode: config.databasePoolMode, dir: path.join(config.dataDir, 'db') });
await database.close();
console.log(`migrations applied (${database.kind})`);
