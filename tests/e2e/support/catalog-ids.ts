import { readFile } from 'node:fs/promises';
import { formatter } from '@lingui/format-po';

/**
 * The ids of every message in the catalogs: a message missing from the part of a catalog a page
 * has loaded is shown as its id (a six-character hash), so a page showing none of these showed
 * every message it used.
 */
export async function catalogMessageIds(language: string): Promise<Set<string>> {
  const po = formatter();
  const catalog = await po.parse(await readFile(`locales/${language}/messages.po`, 'utf8'), { locale: language, sourceLocale: 'en', filename: `${language}/messages.po` });
  return new Set(Object.keys(catalog ?? {}));
}
