/**
 * The address a request came from, as rate limits count it. Behind `trustedProxies` reverse proxies
 * (TRUST_PROXY) the socket's peer is the nearest proxy, so the client is read from
 * X-Forwarded-For instead: each proxy appends the address it received the request from, so the
 * entry that many places from the end (the socket's peer counting as the last) is the one the
 * outermost trusted proxy saw. Anything before it was written by the client and is not believed.
 */
export function clientIp(remoteAddress: string | undefined, forwardedFor: string | string[] | null | undefined, trustedProxies: number): string {
  const peer = remoteAddress ?? 'unknown';
  if (trustedProxies === 0) return peer;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const chain = [
    ...header
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    peer,
  ];
  // Fewer entries than trusted proxies: the request skipped a proxy; the first address is all there is.
  return chain[Math.max(0, chain.length - 1 - trustedProxies)] ?? peer;
}
