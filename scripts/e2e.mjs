// `npm run test:e2e`: finds (or installs) Chromium, builds the portal when dist/ is missing or older
// than its sources (and the API, server/dist/, every time), then runs Playwright with CHROME_PATH
// set. Arguments go to `playwright test`.
import { spawn } from 'node:child_process';
import { buildIsStale, ensureBuilt } from './build-server.mjs';
import { findChromiumOrExit } from './find-chromium.mjs';

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
