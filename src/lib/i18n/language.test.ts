import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { activateLanguage, adoptUserLanguage, initialLanguage } from './language';

function browserLanguage(value: string) {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(value);
}

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLanguage('en');
});

describe('language choice (spec §1)', () => {
  it('uses the saved language first', () => {
    browserLanguage('pt-BR');
    localStorage.setItem(STORAGE_KEYS.language, 'de');
    expect(initialLanguage()).toBe('de');
  });

  it("otherwise the browser language's first two letters when supported", () => {
    browserLanguage('pt-BR');
    expect(initialLanguage()).toBe('pt');
    browserLanguage('de');
    expect(initialLanguage()).toBe('de');
  });

  it('otherwise French', () => {
    browserLanguage('es-ES');
    expect(initialLanguage()).toBe('fr');
    localStorage.setItem(STORAGE_KEYS.language, 'klingon');
    expect(initialLanguage()).toBe('fr');
  });

  it('loads the catalog, translates, and sets <html lang>', async () => {
    await activateLanguage('de');
    expect(document.documentElement.lang).toBe('de');
    expect(i18n._(msg`Sign in`)).toBe('Anmelden');
    await activateLanguage('fr');
    expect(i18n._(msg`Access Control Failed`)).toBe('Contrôle d’accès refusé');
  });

  it('counts in European Portuguese: none is plural, as in "0 ficheiros" (issue #44)', async () => {
    await activateLanguage('pt');
    const files = 0;
    expect(i18n._(msg`${plural(files, { one: '# staged file has not been sent yet.', other: '# staged files have not been sent yet.' })}`)).toBe(
      '0 ficheiros preparados ainda não foram enviados.',
    );
  });

  it('shows English for a text missing from a catalog (fallback en)', async () => {
    await activateLanguage('pt');
    expect(i18n._({ id: 'not-in-any-catalog', message: 'Only in English' })).toBe('Only in English');
  });

  it("adopts the user's saved language after sign-in", async () => {
    await adoptUserLanguage('pt');
    expect(i18n.locale).toBe('pt');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('pt');
    await adoptUserLanguage(null);
    expect(i18n.locale).toBe('pt');
  });
});
