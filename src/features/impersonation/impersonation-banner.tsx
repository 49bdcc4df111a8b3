import { lazy, Suspense } from 'react';
import { readImpersonation } from '@/lib/session';

// Loaded only while impersonating: nobody else sees it, and it was 0.8 KB gzip of every signed-in
// first load. The service worker has it cached, so it follows the page within a moment.
const ActiveImpersonationBanner = lazy(() => import('./active-impersonation-banner').then((module) => ({ default: module.ActiveImpersonationBanner })));

/**
 * Shown on every signed-in screen while an admin acts as another user: who they are, as whom, since
 * when and until when, and Stop. It has no close button: forgetting it is on is what it prevents.
 * At the time limit it stops by itself (the API already refuses the token by then).
 */
export function ImpersonationBanner() {
  if (readImpersonation() === null) return null;
  return (
    <Suspense fallback={null}>
      <ActiveImpersonationBanner />
    </Suspense>
  );
}
