import { afterEach, describe, expect, it, vi } from 'vitest';
import { atelier, employee, session, user } from '@/app/testing/fixtures';
import { createQueryClient } from '@/lib/query';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { checkAuthentication } from './auth';
import { meQueryOptions } from './me-query';
import { readSession, saveSession } from './session-store';

function apiAnswers(status: number, body: unknown) {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('authentication check', () => {
  it('answers ERROR for an expired session and clears the local data, keeping the language', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(meQueryOptions().queryKey, user([]));
    saveSession(session({ expiresAt: Math.floor(Date.now() / 1000) - 10 }));
    localStorage.setItem(STORAGE_KEYS.selection, JSON.stringify({ companyId: 'c1', remembered: {} }));
    localStorage.setItem(STORAGE_KEYS.queryCache, '{}');
    localStorage.setItem(STORAGE_KEYS.language, 'de');

    const result = await checkAuthentication(queryClient);

    expect(result.code).toBe('ERROR');
    expect(result.message.message).toBe('You are not signed-in');
    expect(readSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.selection)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.queryCache)).toBeNull();
    expect(queryClient.getQueryData(meQueryOptions().queryKey)).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('de');
  });

  it('answers ERROR and clears the data when the API no longer knows the caller', async () => {
    saveSession(session());
    apiAnswers(200, { data: { me: null } });
    const result = await checkAuthentication(createQueryClient());
    expect(result.code).toBe('ERROR');
    expect(readSession()).toBeNull();
  });

  it('answers SUCCESS and records the profile of the user', async () => {
    saveSession(session());
    const me = user(['canManageHumanResources'], [employee('e1', atelier)]);
    apiAnswers(200, { data: { me: { ...me, emailHash: null } } });
    const result = await checkAuthentication(createQueryClient());
    expect(result.code).toBe('SUCCESS');
    expect(readSession()).toMatchObject({ profile: { id: me.id, email: me.email, name: me.name } });
  });

  it('keeps the last-seen user when the network is down', async () => {
    saveSession(session());
    const queryClient = createQueryClient();
    queryClient.setQueryData(meQueryOptions().queryKey, user([]), { updatedAt: Date.now() - 3_600_000 });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const result = await checkAuthentication(queryClient);
    expect(result.code).toBe('SUCCESS');
    expect(readSession()).not.toBeNull();
  });
});
