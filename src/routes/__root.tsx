import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';
import { NotFoundPage, RouteErrorPage } from '@/features/system';
import { loadCatalogFor } from '@/lib/i18n/language';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Pages other than sign-in and Home's redirect come in chunks of their own, whose messages are
  // in a later part of the language's catalog (scripts/catalog-split-plugin.ts).
  beforeLoad: ({ location }) => loadCatalogFor(location.pathname),
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});
