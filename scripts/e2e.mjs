// `npm run test:e2e`: finds (or installs) Chromium, builds the portal when dist/ is missing or older
// than its sources (and the API, server/dist/, every time), then runs Playwright with CHROME_PATH
// set. Arguments go to `playwright test`.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt } from './build-server.mjs';
import { findChromiumOrExit } from './find-chromium.mjs';

// What the portal's build reads, the build plugins and scripts included.
const PORTAL_SOURCES = ['src', 'sw', 'public', 'locales', 'index.html', 'vite.config.ts', 'package-lock.json', 'scripts/build.mjs', 'scripts/content-security-policy.mjs'].concat(
  readdirSync('scripts').filter((name) => name.endsWith('-plugin.ts')).map((name) => join('scripts', name)),
);
const BUILT_MARKER = 'dist/sw.js';

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

function buildIsStale() {
  if (!existsSync(BUILT_MARKER) || !existsSync('dist/index.html')) return true;
  const builtAt = statSync(BUILT_MARKER).mtimeMs;
  return PORTAL_SOURCES.some((source) => newestChange(source) > builtAt);
}

const chromePath = findChromiumOrExit();
console.log(`Chromium: ${chromePath}`);

const portalIsStale = buildIsStale();
if (!portalIsStale) console.log('Portal build in dist/ is up to date; building the API alone.');
await ensureBuilt(portalIsStale).catch((error) => {
  console.error(error.message);
  process.exit(1);
});

const playwright = spawn('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  // Never let Playwright fetch its own browsers: the download fails on these machines.
  env: { ...process.env, CHROME_PATH: chromePath, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => playwright.kill(signal));
playwright.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
