import { expect, type Page } from '@playwright/test';

/** Nothing on the page is wider than the screen: a phone user never scrolls sideways to read it. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide };
  });
  expect(overflow.scrollWidth, `${page.url()} scrolls sideways; wider than the screen: ${overflow.wide.join(', ')}`).toBeLessThanOrEqual(overflow.clientWidth);
}
