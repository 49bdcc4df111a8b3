import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { ownClientAddress } from './client-address';
import { signInByMagicLink } from './sign-in';

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

// What a signed-in browser keeps that the next test should start with: the session (local storage)
// and its httpOnly cookie. The cached queries, the language and the selection are left out, so each
// test starts like a fresh visit of a signed-in user, in its own locale.
const KEPT_LOCAL_STORAGE = new Set(['portal.session']);

/**
 * One sign-in per demo user per server: the first test that asks for a user signs in by magic link
 * in a context of its own; later tests reuse the saved state. Tests that sign out must not use it
 * (signing out ends the shared session): they sign in afresh.
 */
export class SignedInUsers {
  private readonly states = new Map<string, Promise<StorageState>>();

  constructor(
    private readonly browser: Browser,
    private readonly server: { baseURL: string; dataDir: string },
  ) {}

  stateOf(email: string): Promise<StorageState> {
    let state = this.states.get(email);
    if (!state) {
      state = this.signIn(email);
      // A failed sign-in is not remembered: the next test tries again and reports its own failure.
      state.catch(() => this.states.delete(email));
      this.states.set(email, state);
    }
    return state;
  }

  /** After a test ended every session of a user (sign-out everywhere): the next test signs in afresh. */
  forget(email: string): void {
    this.states.delete(email);
  }

  private async signIn(email: string): Promise<StorageState> {
    const context = await this.browser.newContext({ baseURL: this.server.baseURL, locale: 'en-US', serviceWorkers: 'block', extraHTTPHeaders: ownClientAddress() });
    try {
      await signInByMagicLink(await context.newPage(), this.server.dataDir, email);
      const state = await context.storageState();
      return {
        cookies: state.cookies,
        origins: state.origins.map((origin) => ({ ...origin, localStorage: origin.localStorage.filter((item) => KEPT_LOCAL_STORAGE.has(item.name)) })),
      };
    } finally {
      await context.close();
    }
  }
}

/** What a context starts with from a saved state: its cookies. The local storage comes with the page (`signInPage`). */
export function cookiesOf(state: StorageState): StorageState {
  return { cookies: state.cookies, origins: [] };
}

/**
 * Gives `page` the saved state's local storage before the portal's first script runs in it, once
 * per tab: a reload, an impersonation or a sign-out later in the test is not undone (the mark is in
 * the tab's session storage, which the portal never reads), and another tab of the context sees the
 * local storage as this one left it, as a browser's tabs do. Playwright's `storageState` option
 * writes local storage by opening a page of the origin in the new context and closing it again: a
 * renderer process started and stopped for every test, about 0.2 s of CPU each, 250 times a run.
 */
export async function signInPage(page: Page, state: StorageState): Promise<void> {
  for (const { origin, localStorage: items } of state.origins) {
    await page.addInitScript(
      ({ origin, items }) => {
        const mark = 'e2e.saved-state-given';
        if (window !== window.top || location.origin !== origin || sessionStorage.getItem(mark)) return;
        sessionStorage.setItem(mark, '1');
        for (const { name, value } of items) localStorage.setItem(name, value);
      },
      { origin, items },
    );
  }
}
