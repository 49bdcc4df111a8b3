import { STORAGE_KEYS } from '@/lib/storage-keys';

// Spec §2: the route a signed-out user tried to open, so sign-in can bring them back. Kept in local
// storage because identity-provider sign-in leaves the page and comes back.

export function rememberPreviousRoute(href: string): void {
  localStorage.setItem(STORAGE_KEYS.previousRoute, href);
}

export function previousRoute(): string | null {
  const href = localStorage.getItem(STORAGE_KEYS.previousRoute);
  // Only same-origin paths: never send a user elsewhere from a stored value.
  return href && href.startsWith('/') && !href.startsWith('//') ? href : null;
}

export function clearPreviousRoute(): void {
  localStorage.removeItem(STORAGE_KEYS.previousRoute);
}

/** Where to go after signing in: the remembered route (then forgotten), else the dashboard. */
export function takePreviousRoute(): string {
  const href = previousRoute();
  clearPreviousRoute();
  return href ?? '/dashboard';
}
