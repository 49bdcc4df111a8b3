const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins the development provider sends browsers back to. In development a loopback origin
 * counts under each of its spellings (localhost, 127.0.0.1, [::1]): a developer who opens the portal
 * at http://127.0.0.1:3000 while PUBLIC_URL says localhost must still be able to sign in. In
 * production only the configured origins match, exactly.
 */
export function redirectOrigins(webOrigins: readonly string[], production: boolean): string[] {
  if (production) return [...webOrigins];
  const origins = new Set<string>();
  for (const origin of webOrigins) {
    origins.add(origin);
    const url = new URL(origin);
    if (!LOOPBACK_HOSTS.includes(url.hostname)) continue;
    for (const host of LOOPBACK_HOSTS) {
      const spelled = new URL(origin);
      spelled.hostname = host;
      origins.add(spelled.origin);
    }
  }
  return [...origins];
}
