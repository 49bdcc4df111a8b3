import { fileURLToPath } from 'node:url';

/**
 * The repository's root. This module sits two folders below it both where it is written
 * (server/src/) and where `npm run build` bundles it (server/dist/, scripts/build-server.mjs), so one
 * relative URL holds whether the API runs from its sources (tests, `npm run dev`) or from the bundle
 * (`npm start`). Files read at run time are found from here, never from a module's own place.
 */
const projectRoot = new URL('../../', import.meta.url);

/** Drizzle's SQL migrations, applied at start. */
export const migrationsFolder = fileURLToPath(new URL('server/src/db/migrations/', projectRoot));

/** The Lingui catalogs the portal uses; the API translates its e-mails with them. */
export const localesFolder = new URL('locales/', projectRoot);
