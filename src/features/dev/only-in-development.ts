import { notFound } from '@tanstack/react-router';

/**
 * Route guard of the developer demos (spec §2 /dev/…): they exist in development builds only. Vite
 * replaces `import.meta.env.DEV` at build time, so a production build answers NotFound.
 */
export function onlyInDevelopment(isDevelopment: boolean = import.meta.env.DEV): void {
  if (!isDevelopment) throw notFound();
}
