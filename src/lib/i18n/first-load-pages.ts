/**
 * Which part of a language's catalog a page needs (scripts/catalog-split-plugin.ts):
 * - `first`: sign-in (vite.config.ts keeps it out of code splitting) and Home, which only
 *   redirects; all their code is in the first load, and so are their messages.
 * - `home`: the dashboard, where every signed-in person lands: the messages of its own chunks and
 *   the signed-in frame's (HOME_PAGE_ROUTE_FILES), a tenth of the rest.
 * - `whole`: every other page.
 * Kept apart from language.ts: the catalog preloader uses it and must stay small (vite.config.ts,
 * CATALOG_PRELOADER_MODULES).
 */
export type CatalogPart = 'first' | 'home' | 'whole';

/** The catalog's lazily loaded part (its `home()` or `rest()`) that brings what each page needs beyond the first. */
export const LATER_PART = { first: null, home: 'home', whole: 'rest' } as const satisfies Record<CatalogPart, 'home' | 'rest' | null>;

export function catalogPartFor(pathname: string): CatalogPart {
  if (/^\/(?:signin\/?)?$/.test(pathname)) return 'first';
  if (/^\/dashboard\/?$/.test(pathname)) return 'home';
  return 'whole';
}

/**
 * The route files of the `home` page (the dashboard and the signed-in frame around it): the build
 * gives the home part every message their chunks, and every chunk those load, use. Read by the
 * build only (vite.config.ts), which fails when one of them is not found.
 */
export const HOME_PAGE_ROUTE_FILES = ['src/routes/_authenticated.tsx', 'src/routes/_authenticated/dashboard.tsx'] as const;

/**
 * Packages the first load's code loads lazily and the home page at once: the GraphQL client's
 * library comes with the first request, which the dashboard makes as it opens. The build puts them
 * with the home page's own modules (scripts/home-chunk-plugin.ts), and fails when one of them is
 * not found in a lazily loaded chunk.
 */
export const HOME_PAGE_PACKAGES = ['graphql-request'] as const;
