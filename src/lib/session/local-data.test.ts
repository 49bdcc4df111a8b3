import { persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session, user } from '@/app/testing/fixtures';
import { keepDocument, readKeptDocument } from '@/lib/offline-documents';
import { readProfileDraft, writeProfileDraft } from '@/lib/profile-drafts';
import { createQueryClient, createQueryPersister, persistOptions } from '@/lib/query';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { beginImpersonation } from './impersonation';
import { clearLocalData } from './local-data';
import { meQueryKey } from './me-query';
import { readSession, saveSession } from './session-store';

const draft = { base: { bank: { iban: 'LU28 0019 4006 4475 0000' } }, baseVersion: 1, values: { bank: { iban: 'LU12 0010 0012 3456 7891' } } };
const providerUserKey = `${STORAGE_KEYS.oidcUserPrefix}https://id.example:portal`;

/** A signed-in device: session, a cache saved by the app's own persister, remembered inputs and drafts. */
async function signedInDevice() {
  const queryClient = createQueryClient();
  const stopSaving = persistQueryClientSubscribe({ queryClient, ...persistOptions(createQueryPersister()) });
  saveSession(session({ method: 'oidc', idToken: 'id-token', refreshToken: 'refresh-token' }));
  queryClient.setQueryData(meQueryKey, user([]));
  queryClient.setQueryData(['employees'], ['Ada Lovelace', 'Sal_1001_12_112025.pdf']);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(localStorage.getItem(STORAGE_KEYS.queryCache)).toContain('Ada Lovelace');
  localStorage.setItem(providerUserKey, '{"refresh_token":"refresh-token"}');
  localStorage.setItem(STORAGE_KEYS.selection, '{"companyId":"c1","remembered":{}}');
  localStorage.setItem(STORAGE_KEYS.employeeList, '{"search":"Ada"}');
  localStorage.setItem(STORAGE_KEYS.language, 'de');
  localStorage.setItem(STORAGE_KEYS.device, 'device-1');
  localStorage.setItem(`${STORAGE_KEYS.pendingUploadEdits}.u1`, '[]');
  writeProfileDraft('u1', 'e12', draft);
  writeProfileDraft('someone-else', 'e7', draft);
  // A save is still pending when the user leaves (the list just arrived).
  queryClient.setQueryData(['employees'], ['Ada Lovelace', 'Grace Hopper']);
  return { queryClient, stopSaving };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the local data of a user who leaves', () => {
  it('sign-out leaves no session, no provider tokens, no saved or pending cache and no profile drafts of theirs', async () => {
    vi.useFakeTimers();
    const { queryClient, stopSaving } = await signedInDevice();

    clearLocalData(queryClient, 'sign-out');
    await vi.advanceTimersByTimeAsync(2_000);
    stopSaving();

    expect(readSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.queryCache)).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(localStorage.getItem(providerUserKey)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.selection)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.employeeList)).toBeNull();
    expect(readProfileDraft('u1', 'e12')).toBeNull();
    // Another user's draft, the language, this device's id and staged uploads' edits stay.
    expect(readProfileDraft('someone-else', 'e7')).toEqual(draft);
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('de');
    expect(localStorage.getItem(STORAGE_KEYS.device)).toBe('device-1');
    expect(localStorage.getItem(`${STORAGE_KEYS.pendingUploadEdits}.u1`)).toBe('[]');
  });

  it('a refused authentication check clears the same but keeps the profile drafts for the next sign-in', async () => {
    vi.useFakeTimers();
    const { queryClient, stopSaving } = await signedInDevice();

    clearLocalData(queryClient, 'refused');
    await vi.advanceTimersByTimeAsync(2_000);
    stopSaving();

    expect(readSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.queryCache)).toBeNull();
    expect(localStorage.getItem(providerUserKey)).toBeNull();
    expect(readProfileDraft('u1', 'e12')).toEqual(draft);
  });

  it('sign-out during an impersonation removes the drafts of the user on screen and of the admin', () => {
    const queryClient = createQueryClient();
    saveSession(session({ profile: { id: 'admin-1', email: 'admin@demo.test', name: null } }));
    beginImpersonation('imp-token', { id: 'u1', email: 'someone@demo.test', name: null }, new Date(Date.now() + 60_000), '/inspect-admin');
    queryClient.setQueryData(meQueryKey, user([]));
    writeProfileDraft('u1', 'e12', draft);
    writeProfileDraft('admin-1', 'e1', draft);

    clearLocalData(queryClient, 'sign-out');

    expect(readProfileDraft('u1', 'e12')).toBeNull();
    expect(readProfileDraft('admin-1', 'e1')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.impersonation)).toBeNull();
  });

  it('documents kept for offline reading leave with the user, on sign-out and on a refused check (an erased account)', async () => {
    for (const why of ['sign-out', 'refused'] as const) {
      await keepDocument('u1', '/files/payslip', { filename: 'Sal_1001_12_102026.pdf', bytes: new ArrayBuffer(8) });
      expect(await readKeptDocument('u1', '/files/payslip')).not.toBeNull();
      await clearLocalData(createQueryClient(), why);
      expect(await readKeptDocument('u1', '/files/payslip')).toBeNull();
    }
  });
});
