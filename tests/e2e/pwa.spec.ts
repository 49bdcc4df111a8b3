import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support';

// Paths the server answers itself; offline they must fail, never turn into the cached app shell.
const SERVER_PREFIXES = ['/api/', '/files/', '/oidc/', '/healthz'];
const SERVER_PATHS = ['/api/graphql', '/healthz', '/oidc/.well-known/openid-configuration', '/files/anything'];
const isServerPath = (pathname: string) => SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix));

interface WebManifest {
  name?: string;
  short_name?: string;
  display?: string;
  theme_color?: string;
  start_url?: string;
  icons?: { src: string; sizes: string; type?: string; purpose?: string }[];
}

// STORAGE_KEYS.queryCache in src/lib/storage-keys.ts (src/ is outside this test project's TypeScript).
const QUERY_CACHE_KEY = 'portal.query-cache';

// English, so the offline indicator's text is known whatever language this machine prefers.
test.use({ locale: 'en-US' });
// The service worker is what these journeys are about (blocked by default in playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** First visit: the worker installs (precaching everything), activates and claims the page. */
async function visitUntilControlled(page: Page): Promise<void> {
  await page.goto('/signin');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

test('the web manifest makes the portal installable', async ({ page, request }) => {
  await page.goto('/signin');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href, 'index.html links a manifest').toBeTruthy();

  const response = await request.get(new URL(href ?? '', page.url()).href);
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as WebManifest;
  expect(manifest).toMatchObject({ name: 'Fiduciary Portal', short_name: 'Portal', display: 'standalone', theme_color: '#1c4e80', start_url: '/' });

  const icons = manifest.icons ?? [];
  const wanted = [
    { sizes: '192x192', maskable: false },
    { sizes: '512x512', maskable: false },
    { sizes: '512x512', maskable: true },
  ];
  for (const { sizes, maskable } of wanted) {
    const icon = icons.find((candidate) => candidate.sizes === sizes && (candidate.purpose === 'maskable') === maskable);
    expect(icon, `a ${sizes}${maskable ? ' maskable' : ''} icon`).toBeDefined();
    const image = await request.get(new URL(icon?.src ?? '', page.url()).href);
    expect(image.ok(), `${icon?.src} is served`).toBe(true);
    expect(image.headers()['content-type']).toContain('image/png');
    const [width, height] = sizes.split('x').map(Number);
    expect(pngSize(await image.body())).toEqual({ width, height });
  }
});

test('the service worker registers and controls the page', async ({ page }) => {
  await visitUntilControlled(page);
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
  expect(new URL(scriptURL).pathname).toBe('/sw.js');
});

test("the server's paths go to the network past the worker, the app's own files through it", async ({ page }) => {
  await visitUntilControlled(page);
  await page.evaluate(async () => {
    await (await fetch('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' }, body: JSON.stringify({ query: '{ __typename }' }) })).text();
    await (await fetch('/healthz')).text();
    await (await fetch('/manifest.webmanifest')).text();
  });
  // Chromium's Resource Timing says which static route of the worker, if any, a request took; an
  // entry may be listed a moment after its answer was read.
  const routes = () =>
    page.evaluate(() => {
      const routeOf = (path: string) => {
        const entry = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === path) as (PerformanceResourceTiming & { workerMatchedSourceType?: string }) | undefined;
        return entry ? (entry.workerMatchedSourceType ?? 'unknown') : 'not listed yet';
      };
      return { api: routeOf('/api/graphql'), health: routeOf('/healthz'), manifest: routeOf('/manifest.webmanifest') };
    });
  await expect.poll(routes).toEqual({ api: 'network', health: 'network', manifest: '' });
});

test('offline, a reload still opens the app and server paths are never answered from cache', async ({ page, context }) => {
  await visitUntilControlled(page);

  // The only simulated thing in this test: the network failing, as on a train or in a basement.
  await context.setOffline(true);
  const failedAppFiles: string[] = [];
  page.on('requestfailed', (failed) => {
    const url = new URL(failed.url());
    if (url.origin === new URL(page.url()).origin && !isServerPath(url.pathname)) failedAppFiles.push(url.pathname);
  });

  await page.reload();
  await expect(page.getByLabel(/e-?mail/i)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A deep link too: the navigation fallback serves the shell for every app route.
  await page.goto('/dashboard');
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(failedAppFiles, 'every app file (chunks, locale catalogs, icons) comes from the precache').toEqual([]);

  const apiCall = await page.evaluate(async () => {
    try {
      const response = await fetch('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      return `answered ${response.status}`;
    } catch {
      return 'network error';
    }
  });
  expect(apiCall, 'the API is not served from any cache offline').toBe('network error');

  const cachedServerUrls = await page.evaluate(async (prefixes) => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      for (const cached of await (await caches.open(name)).keys()) {
        if (prefixes.some((prefix) => new URL(cached.url).pathname.startsWith(prefix))) found.push(cached.url);
      }
    }
    return found;
  }, SERVER_PREFIXES);
  expect(cachedServerUrls, 'nothing from the API, files, identity provider or health check is cached').toEqual([]);

  // Last, as each failed navigation leaves the tab on Chromium's error page.
  for (const path of SERVER_PATHS) {
    await expect(page.goto(path), `${path} must not fall back to the app shell`).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|net::/);
  }
});

test.describe('signed in', () => {
  test.use({ user: 'hr@demo.test' });

  // Issue #8 defect, second half: after one offline reload the saved cache lost the user (a failed
  // refetch was not saved), so the next offline start went to sign-in with the session still stored.
  test('an offline reload shows the signed-in shell, and opening the portal again offline shows it too', async ({ page, context }) => {
    // A first sign-in, the service worker's install (precaching the bundle) and two offline starts.
    test.setTimeout(120_000);
    await page.goto('/dashboard');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    // The query cache is saved to local storage at most once a second; the last-seen user comes from it.
    await page.waitForFunction(
      ({ key, email }) => window.localStorage.getItem(key)?.includes(email) ?? false,
      { key: QUERY_CACHE_KEY, email: 'hr@demo.test' },
    );

    // Only the network is taken away; the session stays in local storage as a user's would.
    await context.setOffline(true);
    const reloadedAt = await page.evaluate(() => Date.now());
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    // The offline reload's failed refetches are saved too: wait for that save.
    await page.waitForFunction(
      ({ key, since }) => ((JSON.parse(window.localStorage.getItem(key) ?? '{}') as { timestamp?: number }).timestamp ?? 0) > since,
      { key: QUERY_CACHE_KEY, since: reloadedAt },
    );

    // A new tab, as the installed app opens from the home screen: still signed in, still offline.
    const reopened = await context.newPage();
    await reopened.goto('/');
    await expect(reopened).toHaveURL(/\/dashboard$/);
    await expect(reopened.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(reopened.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  });
});
