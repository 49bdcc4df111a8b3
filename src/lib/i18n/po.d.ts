// The Lingui Vite plugin compiles .po catalogs into modules exporting their messages. In a build,
// `messages` holds only what the first load shows, `rest` loads the others and `home` the part of
// them the dashboard shows (scripts/catalog-split-plugin.ts); in development and tests `messages`
// is the whole catalog.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
  export const home: (() => Promise<{ messages: Messages }>) | undefined;
  export const rest: (() => Promise<{ messages: Messages }>) | undefined;
}
