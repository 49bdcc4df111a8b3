import { expect, type BrowserContext, type Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every Content-Security-Policy violation the pages report from now on (issue #16). The
 * test fixtures do it for every context, and every accessibility check also checks this record.
 */
export async function recordCspViolations(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

export async function expectNoCspViolations(page: Page): Promise<void> {
  const violations = await page.evaluate(() => window.__cspViolations ?? null);
  expect(violations, `CSP violations recorded on ${page.url()}`).toEqual([]);
}
