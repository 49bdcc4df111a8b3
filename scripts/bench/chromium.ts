import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

// The browser benchmarks' Chromium: Debian's (or CHROME_PATH), headless, with nothing of its own
// on the network or the CPU while a figure is taken; and the long tasks of its pages.

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
}

export type LongTask = { start: number; duration: number };

/**
 * Every page of `context` records its main thread's long tasks (over 50 ms) from its first script
 * on; `longTasksBetween` reads them. Also lets `page.evaluate` bodies run: tsx keeps function names
 * with a `__name` helper that they would otherwise call.
 */
export async function recordLongTasks(context: BrowserContext): Promise<void> {
  await context.addInitScript('window.__name = (fn) => fn;');
  await context.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
    new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push({ start: e.startTime, duration: e.duration }))).observe({ type: 'longtask', buffered: true });
  });
}

/** The long tasks that overlap `from`…`to` (the page's clock, ms). */
export function longTasksBetween(page: Page, from: number, to: number): Promise<LongTask[]> {
  return page.evaluate(
    ([a, b]) => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks.filter((t) => t.start + t.duration >= a && t.start <= b),
    [from, to] as const,
  );
}

/** The longest of them, 0 when none. */
export async function longestTaskBetween(page: Page, from: number, to: number): Promise<number> {
  return Math.max(0, ...(await longTasksBetween(page, from, to)).map((t) => t.duration));
}
