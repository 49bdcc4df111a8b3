/**
 * The pages whose code is all in the first load, so that the first part of a language's catalog
 * (scripts/catalog-split-plugin.ts) is enough for them: sign-in (vite.config.ts keeps it out of code
 * splitting) and Home, which only redirects. Kept apart from language.ts: the catalog preloader
 * uses it and must stay small (vite.config.ts, CATALOG_PRELOADER_MODULES).
 */
export function showsFirstLoadOnly(pathname: string): boolean {
  return /^\/(?:signin\/?)?$/.test(pathname);
}
