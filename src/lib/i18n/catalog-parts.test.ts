import { setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { createCatalogParts } from './catalog-parts';
import { showsFirstLoadOnly } from './first-load-pages';

// A build splits each catalog in two (scripts/catalog-split-plugin.ts). Here the German catalog is
// such a pair, and its second part fails once; an i18n instance of the test's own.
function germanInTwoParts() {
  const rest = vi.fn();
  const none = () => Promise.resolve({ messages: {} });
  const loaders = { de: () => Promise.resolve({ messages: { signIn: 'Anmelden' }, rest }), en: none, fr: none, pt: none };
  const i18n = setupI18n();
  return { i18n, rest, parts: createCatalogParts(i18n, loaders) };
}

describe('a catalog in two parts', () => {
  it('the sign-in page starts with the first part; the rest is fetched once, and again after a failure', async () => {
    const { i18n, rest, parts } = germanInTwoParts();
    await parts.load('de', { whole: false });
    i18n.activate('de');
    expect(i18n._('signIn')).toBe('Anmelden');
    expect(rest).not.toHaveBeenCalled();

    rest.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    await expect(parts.loadRest('de')).rejects.toThrow(/dynamically imported/);
    expect(i18n._('payslips')).toBe('payslips');

    rest.mockResolvedValueOnce({ messages: { payslips: 'Lohnabrechnungen' } });
    await parts.loadRest('de');
    await parts.loadRest('de');
    expect(rest).toHaveBeenCalledTimes(2);
    expect(i18n._('payslips')).toBe('Lohnabrechnungen');
    expect(i18n._('signIn')).toBe('Anmelden');
  });

  it('a whole load (any other page, a language switch) has both parts before it resolves', async () => {
    const { i18n, rest, parts } = germanInTwoParts();
    rest.mockResolvedValueOnce({ messages: { payslips: 'Lohnabrechnungen' } });
    await parts.load('de', { whole: true });
    i18n.activate('de');
    expect([i18n._('signIn'), i18n._('payslips')]).toEqual(['Anmelden', 'Lohnabrechnungen']);
  });

  it('only sign-in and Home do without the rest', () => {
    expect(['/', '/signin', '/signin/'].filter(showsFirstLoadOnly)).toHaveLength(3);
    expect(['/dashboard', '/signin/someone@example.com', '/callback', '/signinx'].some(showsFirstLoadOnly)).toBe(false);
  });
});
