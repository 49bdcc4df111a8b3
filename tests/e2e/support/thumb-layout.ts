import type { Page } from '@playwright/test';

/** A target a thumb hits reliably, each way (style.md rule 11). */
export const MIN_TOUCH_PX = 44;

/**
 * What a phone user would trip over on the page as it is shown, one line each (empty when none):
 * - a control of the header, the open drawer or the content smaller than 44 px either way (links
 *   inside running text excepted, as WCAG 2.5.8 does);
 * - a box inside the page that scrolls sideways (a table wider than the screen);
 * - a text cut short ("Gespe…", "ERFORDE…"): clipped by its box instead of wrapping.
 * Measured in one pass in the page, so a screen with hundreds of controls costs one round trip.
 */
export async function phoneLayoutProblems(page: Page): Promise<string[]> {
  return layoutProblems(page, { targets: true });
}

/** Texts cut short on the page, on any screen: a label, a badge, a field's value or placeholder. */
export async function cutTexts(page: Page): Promise<string[]> {
  return layoutProblems(page, { targets: false });
}

async function layoutProblems(page: Page, { targets }: { targets: boolean }): Promise<string[]> {
  return page.evaluate(({ minPx, targets }) => {
    const problems: string[] = [];
    const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true }) && element.getBoundingClientRect().width > 0;
    const nameOf = (element: Element) => {
      const labelled = element.getAttribute('aria-label') ?? (element instanceof HTMLInputElement && element.labels?.[0]?.textContent) ?? '';
      const text = labelled || (element as HTMLElement).innerText || element.getAttribute('placeholder') || element.getAttribute('title') || element.tagName.toLowerCase();
      return text.trim().replace(/\s+/g, ' ').slice(0, 60);
    };
    // Links in a sentence are exempt: they sit inline between words, where a bigger box cannot fit.
    const inRunningText = (element: Element) => getComputedStyle(element).display === 'inline' && (element.parentElement?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
    const scopes = 'header, main, nav, [role="dialog"]';
    const controls = document.querySelectorAll(
      [`a[href]`, 'button', 'select', 'input:not([type="hidden"]):not([type="file"])', 'textarea', '[role="combobox"]', '[role="checkbox"]', '[role="switch"]', '[role="tab"]', 'summary']
        .map((selector) => `:is(${scopes}) ${selector}`)
        .join(', '),
    );
    for (const control of targets ? controls : []) {
      if (!shown(control) || inRunningText(control)) continue;
      // A wrapper that is itself the target (a checkbox's box, an input's wrapper) may measure the input inside.
      const box = control.getBoundingClientRect();
      if (box.width < minPx - 0.5 || box.height < minPx - 0.5) problems.push(`small target "${nameOf(control)}": ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    for (const element of document.querySelectorAll(`:is(${scopes}) *`)) {
      if (!shown(element)) continue;
      const style = getComputedStyle(element);
      const html = element as HTMLElement;
      if (targets && ['auto', 'scroll'].includes(style.overflowX) && html.scrollWidth > html.clientWidth + 1) {
        problems.push(`scrolls sideways: ${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (${html.scrollWidth} > ${html.clientWidth} px) "${nameOf(element)}"`);
      }
      const clips = style.textOverflow === 'ellipsis' || ['hidden', 'clip'].includes(style.overflowX);
      const hasOwnText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
      // A visually hidden text (1 px, for screen readers) is not cut: it is not meant to be seen.
      if (clips && hasOwnText && html.clientWidth > 1 && html.scrollWidth > html.clientWidth + 1) problems.push(`text cut: "${nameOf(element)}" (${html.scrollWidth} > ${html.clientWidth} px)`);
    }
    // A field's value or placeholder wider than the room inside it ("Toutes les entrepr").
    const measure = document.createElement('canvas').getContext('2d');
    for (const input of document.querySelectorAll<HTMLInputElement>('input:not([type]), input[type="text"], input[type="search"]')) {
      const text = input.value || input.placeholder;
      if (!measure || !text || !shown(input)) continue;
      const style = getComputedStyle(input);
      measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (measure.measureText(text).width > room + 1) problems.push(`text cut: field "${text}" (${Math.round(measure.measureText(text).width)} > ${Math.round(room)} px)`);
    }
    return problems;
  }, { minPx: MIN_TOUCH_PX, targets });
}
