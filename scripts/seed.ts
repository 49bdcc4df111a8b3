// `npm run seed` seeds the demo data of decisions.md; `npm run seed -- --scale` adds the benchmark's
// scale data too. Both are idempotent. Uses the API's own configuration (DATABASE_URL or DATA_DIR).
import path from 'node:path';
import { loadConfig } from '../server/src/config';
import { seedDemo } from '../server/src/db/seed/demo';
import { SCALE, SCALE_TOTALS, seedScale } from '../server/src/db/seed/scale';
import { openConfiguredDatabase } from '../server/src/services';
import { createFileStorage } from '../server/src/storage/create-file-storage';

async function main() {
  const scale = process.argv.includes('--scale');
  const config = loadConfig();
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${path.join(config.dataDir, 'db')}`;
  console.log(`Seeding ${where}; files in ${config.storage.kind === 'local' ? path.join(config.dataDir, 'files') : `the bucket ${config.storage.bucket}`}`);
  const database = await openConfiguredDatabase(config);
  const storage = await createFileStorage(config.storage, config.dataDir);
  try {
    const started = Date.now();
    const demo = await seedDemo({ db: database.db, storage });
    console.log(demo.seeded ? 'Demo data: seeded (companies 1001-1003, 8 demo users, documents).' : 'Demo data: already there, nothing done.');
    if (scale) {
      const result = await seedScale({ db: database.db, storage, log: (msg) => console.log(msg) });
      console.log(
        result.seeded
          ? `Scale data: seeded ${SCALE.companies} companies (codes ${SCALE.firstCompanyCode}+), ${SCALE_TOTALS.employees} employees, ${SCALE_TOTALS.salaries} salary documents.`
          : 'Scale data: already there, nothing done.',
      );
    }
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
