import type { Messages } from '@lingui/core';
import type { Language } from '@/domain/enums';

export type Catalog = {
  messages: Messages;
  /** In a build, the messages the first load does not use (scripts/catalog-split-plugin.ts). */
  rest?: () => Promise<{ messages: Messages }>;
  /** In a build, the part of `rest` that the dashboard and the signed-in frame use. */
  home?: () => Promise<{ messages: Messages }>;
};

// One chunk per language, loaded only when that language is activated.
export const catalogLoaders: Record<Language, () => Promise<Catalog>> = {
  fr: () => import('../../../locales/fr/messages.po'),
  en: () => import('../../../locales/en/messages.po'),
  de: () => import('../../../locales/de/messages.po'),
  pt: () => import('../../../locales/pt/messages.po'),
};
