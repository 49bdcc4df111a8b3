import { i18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage, loadWholeCatalog, showsFirstLoadOnly } from './language';

// A build splits each catalog in two (scripts/catalog-split-plugin.ts): what the first load shows,
// and `rest()`. Here the German catalog is such a pair, and its second part fails once.
const rest = vi.fn();
vi.mock('./catalogs', () => ({
  catalogLoaders: {
    de: () => Promise.resolve({ messages: { signIn: 'Anmelden' }, rest }),
    en: () => Promise.resolve({ messages: {} }),
    fr: () => Promise.resolve({ messages: {} }),
    pt: () => Promise.resolve({ messages: {} }),
  },
}));

describe('a catalog in two parts', () => {
  it('the sign-in page starts with the first part; other pages wait for the rest, fetched once, again after a failure', async () => {
    await activateLanguage('de', { whole: false });
    expect(i18n.locale).toBe('de');
    expect(i18n._('signIn')).toBe('Anmelden');
    expect(rest).not.toHaveBeenCalled();

    rest.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    await expect(loadWholeCatalog()).rejects.toThrow(/dynamically imported/);
    expect(i18n._('payslips')).toBe('payslips');

    rest.mockResolvedValueOnce({ messages: { payslips: 'Lohnabrechnungen' } });
    await loadWholeCatalog();
    await loadWholeCatalog();
    expect(rest).toHaveBeenCalledTimes(2);
    expect(i18n._('payslips')).toBe('Lohnabrechnungen');
    expect(i18n._('signIn')).toBe('Anmelden');
  });

  it('only sign-in and Home do without the rest', () => {
    expect(['/', '/signin', '/signin/'].filter(showsFirstLoadOnly)).toHaveLength(3);
    expect(['/dashboard', '/signin/someone@example.com', '/callback', '/signinx'].some(showsFirstLoadOnly)).toBe(false);
  });
});
