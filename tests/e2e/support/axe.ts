import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectNoCspViolations } from './csp';
import { FIRST_PAINT } from './first-paint';
import { expectNoHtmlcsErrors } from './htmlcs';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

function describeViolations(violations: AxeResults['violations']): string {
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
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(results.violations, `axe found accessibility violations on ${page.url()}:\n${describeViolations(results.violations)}`).toEqual([]);
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

