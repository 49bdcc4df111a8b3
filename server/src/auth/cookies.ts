export const sessionCookieName = 'portal_session';

/** Secure cookies everywhere except plain-http localhost, where browsers would drop them. */
export function cookieSecure(publicUrl: string): boolean {
  const url = new URL(publicUrl);
  return !(url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname));
}

export function sessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  // Rounded up: the milliseconds spent since the session was created must not cut a whole second
  // off the cookie (the server checks the session's own expiry anyway).
  const maxAge = Math.max(0, Math.ceil((expiresAt.getTime() - Date.now()) / 1000));
  return `${sessionCookieName}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}; Expires=${expiresAt.toUTCString()}${secure ? '; Secure' : ''}`;
}

export function clearSessionCookie(secure: boolean): string {
  return `${sessionCookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT${secure ? '; Secure' : ''}`;
}

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim() || null;
  }
  return null;
}
