import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { expectNoCspViolations } from './csp';
import { FIRST_PAINT } from './first-paint';
import { expectNoHtmlcsErrors } from './htmlcs';

/**
 * axe-core as its authors document it for a page driven by a test tool: its built script evaluated
 * in the page, then `axe.run`. Once per page (not per check, as @axe-core/playwright did): its
 * `analyze()` evaluated the 1.5 MB script twice in the page and once more in a blank page it
 * opened to finish each run, which made a check take 0.7–1.2 s of the suite's time instead of 0.3.
 * Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not
 * govern. The portal has no frames, so the page's document is all there is to read.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }, resultTypes: ['violations'] };

type Violation = Pick<AxeResults['violations'][number], 'id' | 'impact' | 'help' | 'helpUrl'> & { nodes: { target: string[]; failureSummary?: string }[] };

async function axeViolations(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!loaded) await page.evaluate(`${AXE_SOURCE}\n;void 0`);
  return page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe;
    const { violations } = await axe.run(document, options);
    // Only what the failure message shows crosses back to the test.
    return violations.map(({ id, impact, help, helpUrl, nodes }) => ({ id, impact, help, helpUrl, nodes: nodes.map((node) => ({ target: node.target.map(String), failureSummary: node.failureSummary })) }));
  }, AXE_OPTIONS);
}

function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`);
      return `- [${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules) and then HTML_CodeSniffer (pa11y's engine, WCAG2AA
 * errors) on the page as it is now and fails with a readable list.
 * The page's Content-Security-Policy record is checked too: each screen a journey checks for
 * accessibility needs no inline script, eval or other origin either.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Checked once the screen is there: right after a navigation, axe would otherwise judge a page
  // still loading (no main landmark, no level-one heading yet). Every screen has both.
  await expect(page.getByRole('main').first()).toBeAttached(FIRST_PAINT);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached(FIRST_PAINT);
  await expectNoCspViolations(page);
  // A notification still fading in has the colours of its fade, not its own: axe measured a title
  // at 1.65:1 mid-transition. Judged once finite transitions and animations have ended (spinners
  // loop forever and are left out) and none has started for five frames in a row: Mantine starts
  // a transition two frames after its element is added, and a check in between ran axe on a
  // notification that began to fade in under it (manager.spec, one run in CI).
  // Polled once per frame; the count is kept on the page, under a name of this check's own.
  const counter = `__settledFrames${Math.random().toString(36).slice(2)}`;
  await page.waitForFunction((name) => {
    const settled = document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity);
    const frames = window as unknown as Record<string, number | undefined>;
    frames[name] = settled ? (frames[name] ?? 0) + 1 : 0;
    return frames[name] >= 5;
  }, counter);
  await withAnimationsHeld(page, async () => {
    const violations = await axeViolations(page);
    expect(violations, `axe found accessibility violations on ${page.url()}:\n${describeViolations(violations)}`).toEqual([]);
    // The second engine (pa11y's) reads the same, still page: see ./htmlcs.ts.
    await expectNoHtmlcsErrors(page);
  });
}

/**
 * Runs `check` with the page's animations held still (Chromium's Animation domain) and any finite
 * one brought to its end. A notification whose time ran out while axe read the page was measured
 * half faded out (4.45:1, manager.spec in CI); held still, a fade that starts during the check stays
 * at its first frame, which has the notification's own colours.
 */
async function withAnimationsHeld<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
    });
    return await check();
  } finally {
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 }).catch(() => undefined);
    await cdp.detach().catch(() => undefined);
  }
}

