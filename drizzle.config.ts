import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and applied at start, to PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/src/db/migrations',
});
