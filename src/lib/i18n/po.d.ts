// The Lingui Vite plugin compiles .po catalogs into modules exporting their messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
