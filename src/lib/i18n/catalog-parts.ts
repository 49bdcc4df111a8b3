import type { I18n, Messages } from '@lingui/core';
import type { Language } from '@/domain/enums';
import type { Catalog } from './catalogs';

export type CatalogParts = {
  /** Loads a language's catalog into `i18n`: the first part, and with `whole` the rest too. */
  load(language: Language, options: { whole: boolean }): Promise<void>;
  /** Loads the rest of a language's catalog, once (again after a failed fetch). */
  loadRest(language: Language): Promise<void>;
};

/**
 * A build splits each catalog in two (scripts/catalog-split-plugin.ts): what the first load shows,
 * and `rest()`. This keeps track of which rests are loaded. Development and tests have whole
 * catalogs without `rest`, and everything is in the first part.
 */
export function createCatalogParts(i18n: I18n, loaders: Record<Language, () => Promise<Catalog>>): CatalogParts {
  const restLoading = new Map<Language, Promise<void>>();

  function addRest(language: Language, rest: (() => Promise<{ messages: Messages }>) | undefined): Promise<void> {
    let loading = restLoading.get(language);
    if (!loading) {
      loading = rest ? rest().then(({ messages }) => i18n.load(language, messages)) : Promise.resolve();
      // A failed fetch is tried again by the next caller.
      loading.catch(() => restLoading.delete(language));
      restLoading.set(language, loading);
    }
    return loading;
  }

  return {
    async load(language, { whole }) {
      const { messages, rest } = await loaders[language]();
      i18n.load(language, messages);
      if (whole) await addRest(language, rest);
    },
    async loadRest(language) {
      const { rest } = await loaders[language]();
      await addRest(language, rest);
    },
  };
}
