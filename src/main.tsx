// Mantine's styles in its CSS layer: our own (unlayered) CSS modules win over them whatever order
// the build links the stylesheets in (a route's chunk CSS can come before the entry's). Only what
// the first screens show blocks the first paint; the full sheet follows (loadAfterFirstScreen).
import '@/app/first-paint.css';
import '@/app/touch-targets.css';
import '@/app/whole-labels.css';
import '@/app/light-variants.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { loadAfterFirstScreen } from '@/app/after-first-screen';
import { keepOidcSessionFresh } from '@/app/oidc-renewal';
import { createAppRouter } from '@/app/router';
import { reloadOnceAfterChunkError } from '@/components/error-boundary';
import { configureGraphQL } from '@/lib/graphql';
import { activateLanguage, catalogPartFor, initialLanguage } from '@/lib/i18n/language';
import { enterMaintenance } from '@/lib/navigation';
import { createQueryClient, createQueryPersister } from '@/lib/query';
import { initSentry } from '@/lib/sentry';
import { sessionToken } from '@/lib/session';
import { FALLBACK_LANGUAGE } from '@/domain/enums';

void initSentry();

// Spec §4: a lazily loaded part that cannot be fetched (usually after a deployment) reloads the page.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceAfterChunkError()) event.preventDefault();
});

const queryClient = createQueryClient();
const persister = createQueryPersister();
const router = createAppRouter(queryClient);

configureGraphQL({
  getToken: sessionToken,
  onMaintenance: () => {
    enterMaintenance();
    void router.navigate({ to: '/maintenance' });
  },
});

// The current page's code loads alongside the language catalog (which src/app/preload-catalog.ts
// already asked for) instead of after the first render; a chunk that fails here is loaded (and
// handled) again by the router. A catalog that cannot be fetched (a deployment replaced it) reloads
// the page once, else English is tried. Awaited inside a function, not at the top level: a
// top-level await anywhere turns off the bundler's chunk merging, and the first load then fetched
// some 130 small files.
async function start(): Promise<void> {
  const [pageRoutes] = router.getMatchedRoutes(location.pathname);
  await Promise.all([
    activateLanguage(initialLanguage(), { part: catalogPartFor(location.pathname) }).catch(() => (reloadOnceAfterChunkError() ? undefined : activateLanguage(FALLBACK_LANGUAGE))),
    ...pageRoutes.map((route) => Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined)),
  ]);
  keepOidcSessionFresh();

  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} persister={persister} router={router} />
    </StrictMode>,
  );
  loadAfterFirstScreen();
}

void start();
