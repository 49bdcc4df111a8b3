// Each library internal the API relies on is reached from one module of ours, whose contract test
// fails when an upgrade changes it (issue #42). This keeps it so: a new use elsewhere must go
// through that module's typed API, or become a seam with a contract of its own.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The project's own server and script sources, tests left out (they check the libraries themselves). */
function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).includes('node_modules'));
}

const files = [...sources('server/src'), ...sources('scripts')].map((file) => ({ file: file.split(path.sep).join('/'), text: readFileSync(path.join(root, file), 'utf8') }));
const using = (pattern: RegExp) => files.filter(({ text }) => pattern.test(text)).map(({ file }) => file);

it.each([
  { internal: 'graphql-jit', pattern: /from ['"]graphql-jit['"]/, seam: 'server/src/compiled-execution/jit.ts' },
  { internal: "Drizzle's session (db._.session)", pattern: /\._\.session\b/, seam: 'server/src/db/array-rows.ts' },
  { internal: "a pooled client's query method", pattern: /\.query\s*=[^=]/, seam: 'server/src/db/statement-names.ts' },
])('reaches $internal from $seam only', ({ pattern, seam }) => {
  expect(using(pattern)).toEqual([seam]);
});

it("changes no library's prototype", () => {
  expect(using(/\.prototype\.\w+\s*=[^=]/)).toEqual([]);
});
