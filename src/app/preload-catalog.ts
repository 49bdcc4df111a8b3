// A second, tiny entry (the build puts it in index.html as an async script, see
// scripts/catalog-preloader-plugin.ts): it asks for the interface language's catalog while the
// main bundle is still downloading. Without it the catalog was requested only once that bundle
// had arrived and run, a round trip more before anything could be shown. main.tsx activates the
// same catalog module and gets this request's result; if it failed, main.tsx handles the failure
// as before. In development it is not used.
// Pages other than sign-in need a later part of the catalog too: asked for as soon as the first part is in.
import { catalogLoaders } from '@/lib/i18n/catalogs';
import { catalogPartFor, LATER_PART } from '@/lib/i18n/first-load-pages';
import { initialLanguage } from '@/lib/i18n/initial-language';

void catalogLoaders[initialLanguage()]()
  .then((catalog) => {
    const later = LATER_PART[catalogPartFor(location.pathname)];
    return later ? catalog[later]?.() : undefined;
  })
  .catch(() => undefined);
