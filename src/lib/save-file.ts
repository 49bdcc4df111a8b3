import { CSRF_HEADERS } from '@/domain/api-transport';
import { activeSession } from '@/lib/session';

// Saving a file the page holds, or one the API answers to the signed-in user, under a chosen name.

/** Saves `blob` as a download named `filename` (a link clicked for the user). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once click() returns; a minute covers slow browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads a file an API route streams (a CSV export). The route needs the bearer token and the
 * CSRF header, which a plain link cannot send, so the browser fetches the file and saves it.
 */
export async function downloadFromApi(address: string, filename: string): Promise<void> {
  const token = activeSession()?.accessToken;
  const response = await fetch(address, {
    credentials: 'include',
    cache: 'no-store',
    headers: { ...CSRF_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`Response not successful: Received status code ${response.status}`);
  saveBlob(await response.blob(), filename);
}
