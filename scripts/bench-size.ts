// Size and quality figures for the issue's budget: gzip size of the JavaScript each page really
// loads (/signin, and /dashboard signed in), Lighthouse scores for /signin, and installability.
// Figures only, no assertions. Run after a build: `node --import tsx scripts/bench-size.ts`
// (`--no-lighthouse` for the sizes alone). Lighthouse is the project's own dev dependency (12.x: the
// 13.x line needs Node 22), run against Debian's Chromium, so the bench needs no download.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium, type Page, type Request } from '@playwright/test';
import { countMails, readLatestMail } from '../tests/e2e/support/mail';
import { startServer } from '../tests/e2e/support/server';
import { STORAGE_KEYS } from '../src/lib/storage-keys';
import { CHROME_PATH, CHROMIUM_FLAGS } from './bench/chromium';
import { ensureBuilt } from './build-server.mjs';

const SIGNED_IN_USER = 'hr@demo.test';
const OTHER_LANGUAGES = ['fr', 'de', 'pt'] as const;
const TARGETS = { signinKb: 150, dashboardKb: 170, accessibility: 100, performance: 95, lcpSeconds: 2, bestPractices: 100 };
const LIGHTHOUSE_CLI = join(dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')), 'cli/index.js');

interface LoadedJs {
  files: { path: string; gzipBytes: number }[];
  gzipBytes: number;
  /** Whether the server itself sent the scripts compressed (it matters as much as their size). */
  servedCompressed: boolean;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { title: string; score: number | null; displayValue?: string; numericValue?: number } | undefined>;
  lighthouseVersion: string;
}

/** The performance metrics and audits that cost points, so the figure says where to look. */
function performanceFindings(report: LighthouseReport | null): string[] {
  if (!report) return [];
  const ids = new Set(report.categories.performance?.auditRefs.map((ref) => ref.id));
  return Object.entries(report.audits)
    .filter(([id, audit]) => audit && audit.score !== null && audit.score < 0.9 && (ids.has(id) || audit.displayValue))
    .slice(0, 8)
    .map(([id, audit]) => `${audit?.title ?? id}${audit?.displayValue ? `: ${audit.displayValue}` : ''}`);
}

/**
 * Records every script the page requests while `action` runs, then gzips each one (level 9, like a
 * CDN). The files are fetched again afterwards: they are static, and a response's own body is gone
 * once the page navigates.
 */
async function measureJs(page: Page, action: () => Promise<unknown>): Promise<LoadedJs> {
  const urls = new Set<string>();
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script') urls.add(request.url());
  };
  page.on('request', onRequest);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  const fetched = await Promise.all(
    [...urls].map(async (url) => {
      const response = await page.request.get(url, { headers: { 'accept-encoding': 'gzip, br' } });
      const gzipBytes = gzipSync(await response.body(), { level: 9 }).length;
      return { path: new URL(url).pathname, gzipBytes, compressed: Boolean(response.headers()['content-encoding']) };
    }),
  );
  const files = fetched.map(({ path, gzipBytes }) => ({ path, gzipBytes })).sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    files,
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    servedCompressed: fetched.length > 0 && fetched.every((file) => file.compressed),
  };
}

async function signIn(page: Page, dataDir: string): Promise<void> {
  const before = await countMails(dataDir, SIGNED_IN_USER);
  await page.goto('/signin');
  await page.getByLabel(/e-?mail/i).fill(SIGNED_IN_USER);
  await page.getByRole('button', { name: /link|send|envoyer|senden|enviar/i }).click();
  await page.goto(await readLatestMail(dataDir, SIGNED_IN_USER, { newerThan: before }));
  await page.waitForURL(/\/dashboard/, { timeout: 20_000 });
}

async function measurePages(context: BrowserContext, dataDir: string) {
  const signinPage = await context.newPage();
  const signin = await measureJs(signinPage, () => signinPage.goto('/signin'));
  const cdp = await context.newCDPSession(signinPage);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  await signinPage.close();

  const dashboardPage = await context.newPage();
  await signIn(dashboardPage, dataDir);
  // A fresh load of the signed-in dashboard, as when the user comes back to it: in the browser's
  // language (English), then in each other one, whose catalog parts have other words.
  const dashboard = await measureJs(dashboardPage, () => dashboardPage.reload());
  const dashboardByLanguage: Record<string, number> = { en: dashboard.gzipBytes };
  for (const language of OTHER_LANGUAGES) {
    await dashboardPage.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.language, language] as const);
    dashboardByLanguage[language] = (await measureJs(dashboardPage, () => dashboardPage.reload())).gzipBytes;
  }
  return { signin, dashboard, dashboardByLanguage, installabilityErrors: installabilityErrors.map((error) => error.errorId) };
}

async function runLighthouse(url: string, outputPath: string): Promise<LighthouseReport | null> {
  const result = spawnSync(
    process.execPath,
    [LIGHTHOUSE_CLI, url, '--quiet', '--output=json', `--output-path=${outputPath}`, '--only-categories=accessibility,performance,best-practices', `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`],
    { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'inherit'], timeout: 300_000 },
  );
  if (result.status !== 0) {
    console.error(`Lighthouse did not finish (exit ${result.status ?? result.signal}).`);
    return null;
  }
  return JSON.parse(await readFile(outputPath, 'utf8')) as LighthouseReport;
}

const kb = (bytes: number) => bytes / 1024;
const score = (report: LighthouseReport | null, category: string) => {
  const value = report?.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const seconds = (report: LighthouseReport | null, audit: string) => {
  const value = report?.audits[audit]?.numericValue;
  return typeof value === 'number' ? Number((value / 1000).toFixed(2)) : null;
};
const line = (label: string, value: string, target: string | null, met: boolean | null) =>
  target === null ? `${label.padEnd(34)} ${value.padStart(10)}` : `${label.padEnd(34)} ${value.padStart(10)}   target ${target.padEnd(8)} ${met === null ? '?' : met ? 'ok' : 'MISSED'}`;

async function main(): Promise<void> {
  await ensureBuilt();
  const server = await startServer();
  const workDir = await mkdtemp(join(tmpdir(), 'bench-size-'));
  try {
    // A real profile, not an incognito context: Chromium never offers installation in incognito.
    // Service workers blocked: they would answer from their precache and hide what the network sends.
    const context = await chromium.launchPersistentContext(join(workDir, 'profile'), {
      executablePath: CHROME_PATH,
      args: CHROMIUM_FLAGS,
      baseURL: server.baseURL,
      serviceWorkers: 'block',
    });
    const pages = await measurePages(context, server.dataDir).finally(() => context.close());

    const withLighthouse = !process.argv.includes('--no-lighthouse');
    if (withLighthouse) console.log('Running Lighthouse on /signin (the local dev dependency)…');
    await mkdir('bench-results', { recursive: true });
    // The whole report is kept: its audits say which element shifted or painted last.
    const report = withLighthouse ? await runLighthouse(`${server.baseURL}/signin`, 'bench-results/lighthouse-signin.json') : null;

    const figures = {
      signinJsGzipKb: Number(kb(pages.signin.gzipBytes).toFixed(1)),
      signinJsFiles: pages.signin.files.length,
      dashboardJsGzipKb: Number(kb(pages.dashboard.gzipBytes).toFixed(1)),
      dashboardJsFiles: pages.dashboard.files.length,
      dashboardJsGzipKbByLanguage: Object.fromEntries(Object.entries(pages.dashboardByLanguage).map(([language, bytes]) => [language, Number(kb(bytes).toFixed(1))])),
      scriptsServedCompressed: pages.signin.servedCompressed,
      largestSigninScripts: pages.signin.files.slice(0, 6).map((file) => `${file.path} ${kb(file.gzipBytes).toFixed(1)} KB`),
      // Every script, not only the largest: the small ones add up to a fifth of the page.
      dashboardScripts: pages.dashboard.files.map((file) => `${file.path} ${kb(file.gzipBytes).toFixed(1)} KB`),
      lighthouse: {
        version: report?.lighthouseVersion ?? null,
        accessibility: score(report, 'accessibility'),
        performance: score(report, 'performance'),
        bestPractices: score(report, 'best-practices'),
        firstContentfulPaintS: seconds(report, 'first-contentful-paint'),
        largestContentfulPaintS: seconds(report, 'largest-contentful-paint'),
      },
      installable: pages.installabilityErrors.length === 0,
      installabilityErrors: pages.installabilityErrors,
    };
    const { accessibility, performance, bestPractices, firstContentfulPaintS, largestContentfulPaintS } = figures.lighthouse;
    console.log('');
    console.log(line('JS loaded for /signin (gzip)', `${figures.signinJsGzipKb} KB`, `≤ ${TARGETS.signinKb} KB`, figures.signinJsGzipKb <= TARGETS.signinKb));
    console.log(line('JS loaded for /dashboard (gzip)', `${figures.dashboardJsGzipKb} KB`, `≤ ${TARGETS.dashboardKb} KB`, figures.dashboardJsGzipKb <= TARGETS.dashboardKb));
    for (const [language, value] of Object.entries(figures.dashboardJsGzipKbByLanguage)) {
      console.log(line(`  /dashboard in ${language}`, `${value} KB`, `≤ ${TARGETS.dashboardKb} KB`, value <= TARGETS.dashboardKb));
    }
    console.log(line('Lighthouse accessibility (/signin)', String(accessibility ?? 'n/a'), String(TARGETS.accessibility), accessibility === null ? null : accessibility >= TARGETS.accessibility));
    console.log(line('Lighthouse performance (/signin)', String(performance ?? 'n/a'), `≥ ${TARGETS.performance}`, performance === null ? null : performance >= TARGETS.performance));
    console.log(line('  First Contentful Paint', firstContentfulPaintS === null ? 'n/a' : `${firstContentfulPaintS} s`, null, null));
    console.log(line('  Largest Contentful Paint', largestContentfulPaintS === null ? 'n/a' : `${largestContentfulPaintS} s`, `≤ ${TARGETS.lcpSeconds} s`, largestContentfulPaintS === null ? null : largestContentfulPaintS <= TARGETS.lcpSeconds));
    console.log(line('Lighthouse best practices (/signin)', String(bestPractices ?? 'n/a'), String(TARGETS.bestPractices), bestPractices === null ? null : bestPractices >= TARGETS.bestPractices));
    console.log(line('Installable (Chromium\'s own check)', figures.installable ? 'yes' : 'no', 'yes', figures.installable));
    if (!figures.installable) console.log(`  installability errors: ${figures.installabilityErrors.join(', ')}`);
    console.log(line('Scripts served compressed', figures.scriptsServedCompressed ? 'yes' : 'no', 'yes', figures.scriptsServedCompressed));
    console.log(`\nLargest scripts loaded for /signin (gzip):\n${figures.largestSigninScripts.map((file) => `  ${file}`).join('\n')}`);
    console.log(`\nLargest scripts loaded for /dashboard (gzip):\n${figures.dashboardScripts.slice(0, 12).map((file) => `  ${file}`).join('\n')}`);
    if (report) console.log(`\nLighthouse ${report.lighthouseVersion}, its default mobile profile (simulated slow 4G, 4× CPU slowdown).`);
    const findings = performanceFindings(report);
    if (findings.length > 0) console.log(`\nLighthouse performance findings:\n${findings.map((finding) => `  - ${finding}`).join('\n')}`);

    await writeFile('bench-results/size.json', `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`\nFigures saved to bench-results/size.json${report ? ', the Lighthouse report to bench-results/lighthouse-signin.json' : ''}`);
  } finally {
    await server.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

await main();
