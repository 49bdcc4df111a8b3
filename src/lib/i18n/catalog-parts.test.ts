import { setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { createCatalogParts } from './catalog-parts';
import { catalogPartFor } from './first-load-pages';

// A build splits each catalog (scripts/catalog-split-plugin.ts). Here the German catalog is split
// so: the first part, the home part (the dashboard's) and the rest (which holds the home part's
// messages too); an i18n instance of the test's own.
function germanInParts() {
  const home = vi.fn();
  const rest = vi.fn();
  const none = () => Promise.resolve({ messages: {} });
  const loaders = { de: () => Promise.resolve({ messages: { signIn: 'Anmelden' }, home, rest }), en: none, fr: none, pt: none };
  const i18n = setupI18n();
  return { i18n, home, rest, parts: createCatalogParts(i18n, loaders) };
}

describe('a catalog in parts', () => {
  it('the sign-in page starts with the first part; the rest is fetched once, and again after a failure', async () => {
    const { i18n, home, rest, parts } = germanInParts();
    await parts.load('de', { part: 'first' });
    i18n.activate('de');
    expect(i18n._('signIn')).toBe('Anmelden');
    expect(rest).not.toHaveBeenCalled();

    rest.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    await expect(parts.loadPart('de', 'whole')).rejects.toThrow(/dynamically imported/);
    expect(i18n._('payslips')).toBe('payslips');

    rest.mockResolvedValueOnce({ messages: { payslips: 'Lohnabrechnungen' } });
    await parts.loadPart('de', 'whole');
    await parts.loadPart('de', 'whole');
    expect(rest).toHaveBeenCalledTimes(2);
    expect(i18n._('payslips')).toBe('Lohnabrechnungen');
    expect(i18n._('signIn')).toBe('Anmelden');
    expect(home).not.toHaveBeenCalled();
  });

  it('the dashboard starts with the home part; the next page adds the rest, and the home part is not fetched again', async () => {
    const { i18n, home, rest, parts } = germanInParts();
    home.mockResolvedValueOnce({ messages: { dashboard: 'Übersicht' } });
    await parts.load('de', { part: 'home' });
    i18n.activate('de');
    expect([i18n._('signIn'), i18n._('dashboard'), i18n._('payslips')]).toEqual(['Anmelden', 'Übersicht', 'payslips']);
    expect(rest).not.toHaveBeenCalled();

    rest.mockResolvedValueOnce({ messages: { dashboard: 'Übersicht', payslips: 'Lohnabrechnungen' } });
    await parts.loadPart('de', 'whole');
    await parts.loadPart('de', 'home');
    expect(i18n._('payslips')).toBe('Lohnabrechnungen');
    expect([home, rest].map((part) => part.mock.calls.length)).toEqual([1, 1]);
  });

  it('once the rest is loaded, going back to the dashboard fetches nothing more', async () => {
    const { i18n, home, rest, parts } = germanInParts();
    rest.mockResolvedValueOnce({ messages: { dashboard: 'Übersicht', payslips: 'Lohnabrechnungen' } });
    await parts.load('de', { part: 'whole' });
    await parts.loadPart('de', 'home');
    i18n.activate('de');
    expect([i18n._('signIn'), i18n._('dashboard'), i18n._('payslips')]).toEqual(['Anmelden', 'Übersicht', 'Lohnabrechnungen']);
    expect(home).not.toHaveBeenCalled();
  });

  it('only sign-in and Home do with the first part, only the dashboard with the home part', () => {
    expect(['/', '/signin', '/signin/'].map(catalogPartFor)).toEqual(['first', 'first', 'first']);
    expect(['/dashboard', '/dashboard/'].map(catalogPartFor)).toEqual(['home', 'home']);
    expect(['/signin/someone@example.com', '/callback', '/signinx', '/dashboards', '/hr/dashboard'].map(catalogPartFor)).toEqual(['whole', 'whole', 'whole', 'whole', 'whole']);
  });

  it('on the dashboard, a rest still on its way (a link pointed at) that fails does not hold back the home part', async () => {
    const { i18n, home, rest, parts } = germanInParts();
    let failRest: (error: Error) => void = () => undefined;
    rest.mockReturnValueOnce(new Promise((_resolve, reject) => (failRest = reject)));
    home.mockResolvedValueOnce({ messages: { dashboard: 'Übersicht' } });
    const whole = parts.loadPart('de', 'whole');
    await parts.load('de', { part: 'home' });
    i18n.activate('de');
    expect(i18n._('dashboard')).toBe('Übersicht');
    failRest(new TypeError('Failed to fetch dynamically imported module'));
    await expect(whole).rejects.toThrow(/dynamically imported/);
    await parts.loadPart('de', 'home');
    expect(home).toHaveBeenCalledTimes(1);
  });
});
