// Figures for the document viewer (issue #44 item 3): the gzip size of what "View" loads (the
// viewer's chunks, pdf.js and its worker) and the time from the tap to the first page of a
// two-page demo payslip, on a phone profile (390×844, touch) with the CPU slowed 4× (Chromium's
// Emulation.setCPUThrottlingRate, as Lighthouse's mobile profile). Figures only, no assertions.
// Run: `npm run bench:viewer` (builds when needed; Debian's Chromium).
import { mkdir, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { countMails, readLatestMail } from '../tests/e2e/support/mail';
import { startServer } from '../tests/e2e/support/server';
import { launchChromium } from './bench/chromium';
import { ensureBuilt } from './build-server.mjs';

const EMPLOYEE = 'employee@demo.test';
const CPU_SLOWDOWN = 4;
const RUNS = 3;
/** Set by the viewer when its first page is drawn (src/components/document-viewer/viewer-body.tsx). */
const FIRST_PAGE_MARK = 'document-viewer:first-page';

async function signIn(page: Page, dataDir: string): Promise<void> {
  const before = await countMails(dataDir, EMPLOYEE);
  await page.goto('/signin');
  await page.getByLabel(/e-?mail/i).fill(EMPLOYEE);
  await page.getByRole('button', { name: /link|send|envoyer|senden|enviar/i }).click();
  await page.goto(await readLatestMail(dataDir, EMPLOYEE, { newerThan: before }));
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'), { timeout: 30_000 });
}

/** Milliseconds from the tap on "View" to the viewer's first page, and the scripts fetched meanwhile. */
async function openFirstPayslip(page: Page): Promise<{ ms: number; scripts: string[] }> {
  const scripts = new Set<string>();
  const onRequest = (request: Request) => {
    if (/\.m?js(\?|$)/.test(request.url())) scripts.add(request.url());
  };
  page.on('request', onRequest);
  await page.evaluate((mark) => performance.clearMarks(mark), FIRST_PAGE_MARK);
  const open = page.getByRole('button', { name: /^(Sal_.* ansehen|View Sal_)/ }).first();
  const tappedAt = await open.evaluate((button) => {
    const at = performance.now();
    (button as HTMLButtonElement).click();
    return at;
  });
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_PAGE_MARK, { timeout: 60_000, polling: 50 });
  const drawnAt = await page.evaluate((mark) => performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN, FIRST_PAGE_MARK);
  page.off('request', onRequest);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  return { ms: drawnAt - tappedAt, scripts: [...scripts] };
}

async function gzipKb(page: Page, urls: readonly string[]): Promise<{ path: string; kb: number }[]> {
  const sizes = await Promise.all(
    urls.map(async (url) => ({ path: new URL(url).pathname, kb: gzipSync(await (await page.request.get(url)).body(), { level: 9 }).length / 1024 })),
  );
  return sizes.sort((a, b) => b.kb - a.kb);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main(): Promise<void> {
  await ensureBuilt();
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const cold: number[] = [];
    const kept: number[] = [];
    let loaded: { path: string; kb: number }[] = [];
    // Signed in once (sign-in links are rate-limited per address); each run's context starts from
    // that session alone: no HTTP cache, no kept document (IndexedDB is not carried over), and
    // service workers blocked, so the network, not the precache, answers the first open.
    const signInContext = await browser.newContext({ baseURL: server.baseURL, locale: 'de-DE', serviceWorkers: 'block' });
    await signIn(await signInContext.newPage(), server.dataDir);
    const session = await signInContext.storageState();
    await signInContext.close();
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ baseURL: server.baseURL, storageState: session, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'de-DE', serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto('/hr/salaries');
      await page.getByRole('button', { name: /^(Sal_.* ansehen|View Sal_)/ }).first().waitFor();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const first = await openFirstPayslip(page);
      cold.push(first.ms);
      if (run === 0) loaded = await gzipKb(page, first.scripts);
      // Opened again: the code is in memory and the payslip on the device (offline copy).
      kept.push((await openFirstPayslip(page)).ms);
      await context.close();
    }
    const worker = loaded.filter((file) => /pdf\.worker/.test(file.path));
    const chunks = loaded.filter((file) => !/pdf\.worker/.test(file.path));
    const sum = (files: { kb: number }[]) => files.reduce((total, file) => total + file.kb, 0);
    const figures = {
      viewerChunksGzipKb: Number(sum(chunks).toFixed(1)),
      pdfWorkerGzipKb: Number(sum(worker).toFixed(1)),
      scriptsLoadedByOpen: loaded.map((file) => `${file.path} ${file.kb.toFixed(1)} KB`),
      firstPageMsColdMedian: Math.round(median(cold)),
      firstPageMsKeptMedian: Math.round(median(kept)),
      firstPageMsCold: cold.map(Math.round),
      firstPageMsKept: kept.map(Math.round),
      profile: `390×844 touch, CPU ${CPU_SLOWDOWN}× slower, local server, ${RUNS} runs`,
    };
    console.log(`Viewer chunks loaded by "View" (gzip)      ${figures.viewerChunksGzipKb} KB`);
    console.log(`pdf.js worker (gzip, fetched by its thread) ${figures.pdfWorkerGzipKb} KB`);
    for (const file of figures.scriptsLoadedByOpen) console.log(`  ${file}`);
    console.log(`First page of a 2-page payslip, first open  ${figures.firstPageMsColdMedian} ms (median; runs ${figures.firstPageMsCold.join(', ')})`);
    console.log(`First page, opened again (kept copy)        ${figures.firstPageMsKeptMedian} ms (median; runs ${figures.firstPageMsKept.join(', ')})`);
    console.log(`Profile: ${figures.profile}`);
    await mkdir('bench-results', { recursive: true });
    await writeFile('bench-results/viewer.json', `${JSON.stringify(figures, null, 2)}\n`);
    console.log('Figures saved to bench-results/viewer.json');
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
