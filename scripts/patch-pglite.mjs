// `npm install`'s postinstall: makes the installed PGlite decode each text value of a result from a
// view of its message buffer instead of a copy of it.
//
// PGlite's protocol reader (a port of pg-protocol's BufferReader) reads every text field of every
// row with `string(n)` → `decoder.decode(this.bytes(n))`, and `bytes(n)` copies the field into an
// ArrayBuffer of its own (`buffer.slice`) before the decoder copies it again into a string. A list of
// 2,000 employees is 6,000 such copies a query, and they were the largest single item of the API's
// profile on PGlite (16 % of its CPU, with the garbage they leave). Decoding a view of the same bytes
// gives the same strings and halves the query's time (2,000 rows of three columns: 6.6 → 3.4 ms
// in-process). `bytes(n)` itself keeps its copy: what it returns may be kept.
//
// This script is the one place that changes PGlite's code, and scripts/patch-pglite.test.ts its
// contract: it fails until the installed build carries the patch and answers the values as stored.
// Only the text of PGlite's own build is changed, found by its shape (the minified names differ
// from file to file and from release to release), and a patched file is marked so that running this
// again changes nothing. When a PGlite release no longer has that shape the files are left as they
// are and this says so: queries stay correct, only slower; nothing here fails an install. The source
// maps beside the patched files are not rewritten: a stack position in PGlite after the change maps
// to the wrong column. npm runs this after a bare `npm install` or `npm ci`, not after
// `npm install <package>` or `npm update`: after those, run `node scripts/patch-pglite.mjs`
// (scripts/patch-pglite.test.ts fails until then). Remove this script once PGlite decodes without
// the copy itself (still so in 0.5.17).
import { existsSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PATCH_MARK = '/*portal:decode-view*/';

/** `bytes(n)`: read through the getter GET from the DataView field VIEW at the offset field OFFSET. */
const BYTES = /bytes\((\w+)\)\{let (\w+)=([\w$]+)\(this,([\w$]+)\)\.buffer\.slice\(\3\(this,([\w$]+)\),\3\(this,\5\)\+\1\);return ([\w$]+)\(this,\5,\3\(this,\5\)\+\1\),new Uint8Array\(\2\)\}/;
/** `string(n)`: the decoder field DECODER decoding what `bytes(n)` copied. */
const STRING = /string\((\w+)\)\{return ([\w$]+)\(this,([\w$]+)\)\.decode\(this\.bytes\(\1\)\)\}/;

/**
 * The source with its reader's `string(n)` decoding a view; `state` says whether it was changed
 * now, had been already, or has no such reader (left as it is).
 * @param {string} source
 * @returns {{ source: string, state: 'patched' | 'already' | 'unknown' }}
 */
export function patchReaderSource(source) {
  if (source.includes(PATCH_MARK)) return { source, state: 'already' };
  const bytes = BYTES.exec(source);
  const string = STRING.exec(source);
  if (!bytes || !string) return { source, state: 'unknown' };
  const [, , , get, view, offset, set] = bytes;
  const [whole, length, getDecoder, decoder] = string;
  const field = `${get}(this,${view})`;
  const at = `${get}(this,${offset})`;
  const replacement = `string(${length}){${PATCH_MARK}let __view=new Uint8Array(${field}.buffer,${field}.byteOffset+${at},${length});return ${set}(this,${offset},${at}+${length}),${getDecoder}(this,${decoder}).decode(__view)}`;
  return { source: source.replace(whole, () => replacement), state: 'patched' };
}

/** The installed PGlite's built files that can hold the reader (ESM and CommonJS builds). */
function builtFiles(root) {
  const dist = path.join(root, 'dist');
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(c?js)$/.test(entry.name)) files.push(full);
    }
  };
  walk(dist);
  return files;
}

/** The installed PGlite's folder and version (its package.json is not among its exports: found above its entry point). */
function installedPglite() {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('no package.json above its entry point');
    dir = parent;
  }
  return { root: dir, version: JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version };
}

/**
 * Patches every built file of the installed PGlite that holds the reader (with `write: false`, only
 * counts what it would do, silently). A file that holds `decode(this.bytes(` in another shape is
 * named in a warning and left as it is.
 */
export function patchInstalledPglite({ write = true } = {}) {
  const { root, version } = installedPglite();
  const counts = { patched: 0, already: 0, unknown: [] };
  for (const file of builtFiles(root)) {
    const source = readFileSync(file, 'utf8');
    if (!source.includes('decode(this.bytes(') && !source.includes(PATCH_MARK)) continue;
    const result = patchReaderSource(source);
    if (result.state === 'patched' && write) writeFileSync(file, result.source);
    if (result.state === 'unknown') counts.unknown.push(path.relative(root, file));
    else counts[result.state] += 1;
  }
  if (!write) return counts;
  if (counts.patched + counts.already === 0) {
    console.warn(`patch-pglite: PGlite ${version} has no reader of the known shape; left as it is (queries are correct, larger results slower).`);
  } else if (counts.patched > 0) {
    console.log(`patch-pglite: PGlite ${version} decodes text from a view of its buffer (${counts.patched} files).`);
  }
  if (counts.unknown.length > 0) console.warn(`patch-pglite: left as they are, in a shape this script does not know: ${counts.unknown.join(', ')}.`);
  return counts;
}

/** Run by npm (postinstall) or by hand: never fails the install; what could not be done is a warning. */
function main() {
  try {
    patchInstalledPglite();
  } catch (error) {
    console.warn(`patch-pglite: PGlite was not patched (${error instanceof Error ? error.message : String(error)}); queries are correct, larger results slower.`);
  }
}

// Compared as real paths: a symbolic link or another spelling of the same path is still this file.
const invoked = process.argv[1] ? realpathSync(process.argv[1]) : null;
if (invoked === realpathSync(fileURLToPath(import.meta.url))) main();
