// The API as `npm start` runs it: server/src bundled by esbuild into server/dist/ — main.js, and the
// demo-data seeder main.js starts in a child — with the packages left in node_modules. `npm run
// build` calls this after the portal; it takes well under a second.
//
// Why a bundle and not the sources through tsx: tsx's loader hooks run in a second V8 isolate, and
// the transformed sources carry inline source maps. Together they cost the API about 80 MiB of
// resident memory (a fresh `npm start` on PGlite: 272 → 197 MiB once idle; docs/decisions/memory.md). The
// bundle keeps a source map beside it. Node does not read it unless started with
// `--enable-source-maps` (e.g. NODE_OPTIONS=--enable-source-maps npm start), which makes stack traces
// name the TypeScript files; it is off by default because it cost about 12 % of upload throughput.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const SERVER_OUT_DIR = 'server/dist';
/** The Node arguments that run the built API (`npm start`, the benchmarks, the e2e suite). */
export const BUILT_SERVER_ARGS = [`${SERVER_OUT_DIR}/main.js`];

/**
 * Node's options for an API instance on PostgreSQL, the scale-out shape: the Docker image's command
 * (Dockerfile; build-server.test.ts keeps the two the same) and bench:api's PostgreSQL run.
 *
 * A young generation of 64 MiB a half instead of V8's 16: 50 requests of 2,000 rows in flight
 * outlived the small one, so their rows were copied into the old generation and collected there.
 * The garbage collector took 22 % of the API's CPU at 50 clients, 5 % with this (bench:api's read;
 * docs/decisions/api-speed.md). It costs memory as load comes: on PGlite the RSS once ready went 205 → 242 MiB and
 * the peak during uploads 234 → 315 MiB, near that install's limits (250 and 350 MiB), so `npm start`
 * keeps V8's default and the embedded database keeps its small footprint.
 */
export const POSTGRES_NODE_OPTIONS = ['--max-semi-space-size=64'];

/** `outDir` must sit two folders below the repository's root, as server/src/paths.ts expects. */
export async function buildServer(outDir = SERVER_OUT_DIR) {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    // Both two folders below the repository's root, as server/src/paths.ts expects.
    entryPoints: { main: 'server/src/main.ts', 'seed-demo-cli': 'server/src/db/seed/seed-demo-cli.ts' },
    outdir: outDir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

// What the portal's build reads, the build plugins and scripts included (read when asked: this
// module is also imported where the build is not checked).
const portalSources = () =>
  ['src', 'sw', 'public', 'locales', 'index.html', 'vite.config.ts', 'package-lock.json', 'scripts/build.mjs', 'scripts/content-security-policy.mjs'].concat(
    readdirSync('scripts').filter((name) => name.endsWith('-plugin.ts')).map((name) => join('scripts', name)),
  );
const BUILT_MARKER = 'dist/sw.js';

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

/** True when dist/ is missing or older than something the portal's build reads. */
export function buildIsStale() {
  if (!existsSync(BUILT_MARKER) || !existsSync('dist/index.html')) return true;
  const builtAt = statSync(BUILT_MARKER).mtimeMs;
  return portalSources().some((source) => newestChange(source) > builtAt);
}

/**
 * What the e2e suite and the benchmarks run before they start the server: the whole `npm run build`
 * when the portal needs one (by default: when dist/ is missing or older than its sources, so a
 * benchmark never measures an old build), else the API alone, which is cheap enough to redo every
 * time and so is never stale.
 */
export async function ensureBuilt(portalNeedsBuild = buildIsStale()) {
  if (!portalNeedsBuild) return buildServer();
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  await buildServer();
  console.log(`Built the API into ${SERVER_OUT_DIR}/ in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
