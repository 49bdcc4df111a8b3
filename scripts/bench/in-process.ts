import { createTestApp, type TestApp } from '../../server/src/testing/test-app';

/**
 * Runs a benchmark against the API in-process, on a fresh database with the demo data (PGlite, or
 * PostgreSQL when DATABASE_URL is set), and closes it afterwards. Exits non-zero only when the benchmark itself could not run.
 */
export function benchInProcess(body: (app: TestApp) => Promise<void>): void {
  const run = async () => {
    const app = await createTestApp();
    try {
      await body(app);
    } finally {
      await app.close();
    }
  };
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
