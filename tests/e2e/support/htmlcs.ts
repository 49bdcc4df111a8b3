import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

/**
 * The second accessibility engine: HTML_CodeSniffer, the engine pa11y runs by default (its `htmlcs`
 * runner injects HTMLCS.js and calls `HTMLCS.process('WCAG2AA', document, …)`). pa11y itself drives
 * Puppeteer, whose browser download fails on these machines, so its engine is run here in the page
 * Playwright already has. Like pa11y's defaults (no `includeWarnings`, no `includeNotices`) only
 * errors (type 1) count: warnings and notices ask a person to check something by hand.
 */
const HTMLCS_SOURCE = readFileSync(createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

/** HTMLCS findings that are its own mistakes, each with why; matched by exact code and selector. */
const FALSE_POSITIVES: readonly { code: string; selector: string; why: string }[] = [];

interface HtmlcsIssue {
  code: string;
  message: string;
  selector: string;
  context: string;
}

/** Runs HTMLCS WCAG2AA on the page as it is now and fails on its errors, listed like pa11y does. */
export async function expectNoHtmlcsErrors(page: Page): Promise<void> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not
  // govern: an injected <script> would be blocked and recorded as a violation.
  const loaded = await page.evaluate(() => typeof (window as unknown as { HTMLCS?: unknown }).HTMLCS === 'object');
  if (!loaded) await page.evaluate(`${HTMLCS_SOURCE}\n;void 0`);
  const issues = await page.evaluate(runHtmlcs);
  const errors = issues.filter((issue) => !FALSE_POSITIVES.some((known) => known.code === issue.code && known.selector === issue.selector));
  expect(errors, `HTML_CodeSniffer (pa11y's engine, WCAG2AA) found errors on ${page.url()}:\n${describe(errors)}`).toEqual([]);
}

function describe(issues: HtmlcsIssue[]): string {
  return issues.map((issue) => `- ${issue.code}\n  ${issue.selector}\n  ${issue.message}\n  ${issue.context}`).join('\n');
}

/** Runs in the page: HTMLCS's errors with a CSS selector built the way pa11y builds one. */
function runHtmlcs(): Promise<HtmlcsIssue[]> {
  interface Message {
    code: string;
    msg: string;
    type: number;
    element: Element | Document;
  }
  const htmlcs = (window as unknown as { HTMLCS: { process: (standard: string, content: Document, done: () => void, failed: () => void) => void; getMessages: () => Message[] } }).HTMLCS;

  function selectorOf(element: Element | Document): string {
    if (!(element instanceof Element)) return 'html';
    const parts: string[] = [];
    for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement) {
      if (node.id && document.querySelectorAll(`#${CSS.escape(node.id)}`).length === 1) {
        parts.unshift(`#${CSS.escape(node.id)}`);
        return parts.join(' > ');
      }
      const parent: Element | null = node.parentElement;
      const tag = node.tagName.toLowerCase();
      const siblings = parent ? [...parent.children].filter((child) => child.tagName === node?.tagName) : [];
      parts.unshift(siblings.length > 1 ? `${tag}:nth-child(${[...(parent?.children ?? [])].indexOf(node) + 1})` : tag);
    }
    parts.unshift('html');
    return parts.join(' > ');
  }

  return new Promise((resolve, reject) => {
    htmlcs.process(
      'WCAG2AA',
      document,
      () => {
        resolve(
          htmlcs
            .getMessages()
            .filter((message) => message.type === 1)
            .map((message) => ({
              code: message.code,
              message: message.msg,
              selector: selectorOf(message.element),
              context: message.element instanceof Element ? message.element.outerHTML.slice(0, 200) : '',
            })),
        );
      },
      () => reject(new Error('HTML_CodeSniffer failed to process the page')),
    );
  });
}
