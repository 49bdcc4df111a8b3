import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectNoCspViolations } from './csp';
import { FIRST_PAINT } from './first-paint';

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
 * Runs axe-core (WCAG 2.x A and AA rules) on the page as it is now and fails with a readable list.
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
  // loop forever and are left out).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(results.violations, `axe found accessibility violations on ${page.url()}:\n${describeViolations(results.violations)}`).toEqual([]);
}
