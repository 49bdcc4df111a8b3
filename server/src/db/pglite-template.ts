import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

// A new PGlite database runs initdb and then every migration: about 5 s of CPU on these machines,
// paid by every fresh `npm start`, every end-to-end server and every API test file. The result is
// the same each time, so it is made once, saved as a data-directory tarball keyed by the migrations
// and the PGlite version, and every later database starts from a copy (about 1 s). The migrator
// still runs afterwards: on a copy it finds nothing to do.

// The package's exports hide its package.json; it sits one folder above the entry point.
const pglitePackage = path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json');
/** The version of the installed PGlite: a data directory from another version may not load. */
export const pgliteVersion = (JSON.parse(readFileSync(pglitePackage, 'utf8')) as { version: string }).version;

/**
 * A short hash of the contents of `sources` (files, or folders read whole) and of `extra` values:
 * a cached database made from them is used only while none of them changed.
 */
export function contentKey(sources: readonly string[], extra: readonly string[] = []): string {
  const hash = createHash('sha256');
  for (const value of extra) hash.update(value).update('\0');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
      .sort();
  for (const source of sources) {
    const root = path.dirname(source);
    for (const file of statSync(source).isDirectory() ? files(source) : [source]) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function templateKey(migrationsFolder: string): string {
  return contentKey([migrationsFolder], [pgliteVersion]);
}

const made = new Map<string, Promise<Blob>>();

/**
 * The tarball of an empty database with every migration applied, from the cache in the system's
 * temporary folder or made now with `migrate`. Writes are atomic (rename), so processes starting at
 * once at worst each make their own.
 */
export function migratedTemplate(migrationsFolder: string, migrate: (client: PGlite) => Promise<void>): Promise<Blob> {
  const file = path.join(tmpdir(), `portal-pglite-${templateKey(migrationsFolder)}.tar`);
  let template = made.get(file);
  if (!template) {
    template = (async () => {
      if (existsSync(file)) return new Blob([await readFile(file)]);
      const client = new PGlite();
      try {
        await migrate(client);
        const tarball = await client.dumpDataDir('none');
        const partial = `${file}.${process.pid}.partial`;
        await writeFile(partial, new Uint8Array(await tarball.arrayBuffer()));
        await rename(partial, file);
        return tarball;
      } finally {
        await client.close();
      }
    })();
    template.catch(() => made.delete(file));
    made.set(file, template);
  }
  return template;
}

/** Whether `dir` holds no database yet (PGlite may only load a tarball into an empty data directory). */
export function isEmptyDataDir(dir: string): boolean {
  return !existsSync(path.join(dir, 'PG_VERSION'));
}
