// `npm run bench:employees`: the HR employee list at /hr with the 15,000-employee dataset (issue #9),
// in Chromium against PostgreSQL and the real server (run `npm run build` first: the server serves
// the built portal), signed in as the fiduciary's admin listing every company.
//   - first render: from the navigation to the first employee row shown, in a fresh browser context
//     (nothing cached), each round;
//   - keystroke-to-paint in the name filter, timed in the page from the key's event: "echo" is the
//     next frame after the key (the typed letter shows; typing never waits for the list), "list" the
//     next frame after the list changed (it follows through React's deferred value);
//   - companyEmployees over HTTP at 50 concurrent: the list's own query (first page of 5,000 of every
//     company) and one company's list (the big company, 2,000 employees).
// Figures are reported, not asserted; the target is 50 ms p95 for a keystroke.
import type { Page } from '@playwright/test';
import { SCALE } from '../server/src/db/seed/scale';
import { createApiClient } from './bench/api-client';
import { runConcurrent } from './bench/run-concurrent';
import { signInInBrowser, withScaleServer } from './bench/scale-browser';
import { signInByMagicLink } from './bench/sign-in';
import { percentile } from './bench/stats';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const concurrentRequests = Number(process.env.BENCH_REQUESTS ?? 200);
const KEYSTROKE_TARGET_MS = 50;
const EMAIL = 'admin@demo.test';
// Parts of names of the scale data, typed and then erased letter by letter.
const SEARCHES = ['ma', 'ber', 'lu', 'sch', 'an'];

const EMPLOYEE_LIST = `query EmployeeList($where: CompanyEmployeeWhereInput!, $take: Int!, $skip: Int!) {
  companyEmployees(where: $where, orderBy: [{ name: asc }], take: $take, skip: $skip) { id code name jobDescription isArchived isHiddenInHr company { id code } }
}`;

const employeesRegion = (page: Page) => page.getByRole('region', { name: 'Employees' });

/**
 * Records, in the page, each key's echo and list-update times (ms from the key event). A string,
 * not a function: tsx names the functions it compiles (`__name`), which the page does not have.
 */
const INSTRUMENT_KEYSTROKES = `(() => {
  const input = document.querySelector('input[type="search"]');
  const region = document.querySelector('[aria-label="Employees"]');
  if (!input || !region) throw new Error('no name filter or employee list on the page');
  window.echo = [];
  window.list = [];
  const afterNextPaint = (record) => requestAnimationFrame(() => setTimeout(record, 0));
  input.addEventListener('keydown', (event) => {
    const t0 = event.timeStamp;
    afterNextPaint(() => window.echo.push(performance.now() - t0));
    // A key that leaves the list as it was records no list time (its observer is replaced).
    window.listObserver?.disconnect();
    const observer = new MutationObserver(() => {
      observer.disconnect();
      afterNextPaint(() => window.list.push(performance.now() - t0));
    });
    window.listObserver = observer;
    observer.observe(region, { childList: true, subtree: true, characterData: true });
  }, true);
})()`;

function report(name: string, samples: number[], target?: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  const verdict = target === undefined ? '' : percentile(sorted, 95) <= target ? `  (within ${target} ms)` : `  (OVER ${target} ms)`;
  console.log(`${name.padEnd(40)} n=${String(samples.length).padStart(3)}  p50 ${percentile(sorted, 50).toFixed(0)} ms  p95 ${percentile(sorted, 95).toFixed(0)} ms  max ${sorted.at(-1)?.toFixed(0)} ms${verdict}`);
}

async function main() {
  await withScaleServer('employees', async (bench) => {
    const { browser, server, dataDir } = bench;
    const options = { locale: 'en-US', viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' as const };
    const signedIn = await browser.newContext(options);
    await signInInBrowser(await signedIn.newPage(), bench, EMAIL);
    const storageState = await signedIn.storageState();
    await signedIn.close();

    const firstRender: number[] = [];
    const echo: number[] = [];
    const list: number[] = [];
    let shown = '';
    for (let round = 0; round < rounds; round++) {
      const context = await browser.newContext({ ...options, storageState });
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${server.baseUrl}/hr?all=true`);
      await employeesRegion(page).getByRole('button').first().waitFor({ timeout: 60_000 });
      firstRender.push(performance.now() - started);
      shown = (await page.getByRole('radiogroup', { name: 'List' }).innerText()).replace(/\s+/g, ' ');
      await page.evaluate(INSTRUMENT_KEYSTROKES);
      const filter = page.getByRole('searchbox', { name: 'Filter by name' });
      await filter.click();
      for (const search of SEARCHES) {
        // A person's pace: each letter is settled before the next.
        await filter.pressSequentially(search, { delay: 250 });
        for (let i = 0; i < search.length; i++) {
          await page.keyboard.press('Backspace');
          await page.waitForTimeout(250);
        }
      }
      await page.waitForTimeout(500);
      const times = (await page.evaluate('({ echo: window.echo, list: window.list })')) as { echo: number[]; list: number[] };
      echo.push(...times.echo);
      list.push(...times.list);
      await context.close();
    }

    const api = createApiClient(server.baseUrl);
    await signInByMagicLink(api, dataDir, EMAIL);
    const { companies } = await api.graphql<{ companies: { id: string }[] }>(`{ companies(where: { code: { equals: "${SCALE.bigCompanyCode}" } }) { id } }`);
    const bigCompany = companies[0]?.id;
    if (!bigCompany) throw new Error('the scale data has no big company');
    const everyCompany = { where: { isHiddenInHr: { equals: false } }, take: 5000, skip: 0 };
    const oneCompany = { where: { isHiddenInHr: { equals: false }, company: { id: { equals: bigCompany } } }, take: 5000, skip: 0 };
    const onError = (error: unknown) => console.error(error);
    await api.graphql(EMPLOYEE_LIST, oneCompany); // warm-up
    const all = await runConcurrent({ total: concurrentRequests, concurrency: 50, task: async () => void (await api.graphql(EMPLOYEE_LIST, everyCompany)), onError });
    const one = await runConcurrent({ total: concurrentRequests, concurrency: 50, task: async () => void (await api.graphql(EMPLOYEE_LIST, oneCompany)), onError });
    api.close();

    console.log(`\nHR employee list, Chromium, PostgreSQL, ${rounds} rounds; the lists: ${shown}`);
    report('first render of /hr?all=true', firstRender);
    report('keystroke → typed letter painted', echo, KEYSTROKE_TARGET_MS);
    report('keystroke → filtered list painted', list, KEYSTROKE_TARGET_MS);
    console.log(`\ncompanyEmployees over HTTP, 50 concurrent, ${concurrentRequests} requests`);
    for (const [name, s] of [['every company, first 5,000 rows', all], [`one company (${SCALE.bigCompanyEmployees} employees)`, one]] as const) {
      console.log(`${name.padEnd(40)} p50 ${s.p50.toFixed(0)} ms  p95 ${s.p95.toFixed(0)} ms  max ${s.max.toFixed(0)} ms  ${s.requestsPerSecond} req/s  errors ${s.errors}`);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
