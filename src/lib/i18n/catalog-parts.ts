import type { I18n, Messages } from '@lingui/core';
import type { Language } from '@/domain/enums';
import type { Catalog } from './catalogs';
import { type CatalogPart, LATER_PART } from './first-load-pages';

export type CatalogParts = {
  /** Loads a language's catalog into `i18n`: the first part, and what `part` needs beyond it. */
  load(language: Language, options: { part: CatalogPart }): Promise<void>;
  /** Loads what `part` needs beyond the first part of a language's catalog, once (again after a failed fetch). */
  loadPart(language: Language, part: CatalogPart): Promise<void>;
};

type Later = NonNullable<(typeof LATER_PART)[CatalogPart]>;

/**
 * A build splits each catalog (scripts/catalog-split-plugin.ts): what the first load shows, `rest()`
 * with all the others, and `home()`, the part of the rest the dashboard shows. This keeps track of
 * which of the later parts are loaded. Development and tests have whole catalogs without them, and
 * everything is in the first part.
 */
export function createCatalogParts(i18n: I18n, loaders: Record<Language, () => Promise<Catalog>>): CatalogParts {
  const loading = new Map<`${Language}:${Later}`, Promise<void>>();
  const restLoaded = new Set<Language>();

  function fetchOnce(language: Language, catalog: Catalog, later: Later): Promise<void> {
    const key = `${language}:${later}` as const;
    let promise = loading.get(key);
    if (!promise) {
      const fetchPart = catalog[later];
      promise = fetchPart ? fetchPart().then(({ messages }: { messages: Messages }) => i18n.load(language, messages)) : Promise.resolve();
      promise.then(
        () => (later === 'rest' ? restLoaded.add(language) : undefined),
        // A failed fetch is tried again by the next caller.
        () => loading.delete(key),
      );
      loading.set(key, promise);
    }
    return promise;
  }

  function add(language: Language, catalog: Catalog, part: CatalogPart): Promise<void> {
    const later = LATER_PART[part];
    // The rest holds the home part's messages too, so once it is in, the home part is not needed.
    // One still on its way is not waited for: the home part is small, and the rest may fail.
    if (!later || (later === 'home' && restLoaded.has(language))) return Promise.resolve();
    return fetchOnce(language, catalog, later);
  }

  return {
    async load(language, { part }) {
      const catalog = await loaders[language]();
      i18n.load(language, catalog.messages);
      await add(language, catalog, part);
    },
    async loadPart(language, part) {
      await add(language, await loaders[language](), part);
    },
  };
}
