import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/app/testing/fixtures';
import { activateLanguage } from '@/lib/i18n/language';
import { saveSession } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { changeLanguage } from './update-language';

const requests: unknown[] = [];

function apiAnswers(status: number, body: unknown) {
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    requests.push(JSON.parse(String(init.body)));
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  });
}

afterEach(async () => {
  requests.length = 0;
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

describe('switching the language', () => {
  it('switches at once and saves it on the profile with the server status message', async () => {
    saveSession(session());
    apiAnswers(200, { data: { updateMyProfileLanguage: { status: 'Language changed' } } });
    const result = await changeLanguage('de', true);
    expect(i18n.locale).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('de');
    expect(requests).toEqual([expect.objectContaining({ variables: { language: 'de' } })]);
    expect(result).toEqual({ ok: true, message: expect.objectContaining({ message: 'Language changed' }), shown: 'de' });
    expect(i18n._(result.message)).toBe('Sprache geändert');
  });

  it("passes on 'Language already set'", async () => {
    saveSession(session());
    apiAnswers(200, { data: { updateMyProfileLanguage: { status: 'Language already set' } } });
    expect((await changeLanguage('fr', true)).message.message).toBe('Language already set');
  });

  it("says 'Could not update language' when the API fails", async () => {
    saveSession(session());
    apiAnswers(500, { errors: [{ message: 'boom' }] });
    const result = await changeLanguage('pt', true);
    expect(result.ok).toBe(false);
    expect(result.message.message).toBe('Could not update language');
  });

  it('only keeps the choice on the device for a guest', async () => {
    apiAnswers(200, {});
    await changeLanguage('pt', false);
    expect(requests).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('pt');
  });
});
