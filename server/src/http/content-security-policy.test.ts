// The portal's Content-Security-Policy follows the identity provider configured at run time
// (OIDC_ISSUER): its origin is allowed in connect-src and frame-src, every other directive as built.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, withIdentityProvider } from '../../../scripts/content-security-policy.mjs';
import { createStaticHandler } from '../static-files';

const built = contentSecurityPolicy({ VITE_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2' });
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'csp-'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Portal</title>');
  await writeFile(path.join(root, 'content-security-policy.txt'), `${built}\n`);
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function policyServed(identityProvider: string | null): Promise<string> {
  const server = createServer(createStaticHandler(root, identityProvider));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hr/salaries`);
    return response.headers.get('content-security-policy') ?? '';
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d]));

describe('the portal’s policy and the identity provider', () => {
  it('allows the configured provider’s origin to be fetched and framed, and changes nothing else', async () => {
    const served = directives(await policyServed('https://login.example.com/realms/portal'));
    const asBuilt = directives(built);
    expect(served['connect-src']).toBe("connect-src 'self' https://o1.ingest.sentry.io https://login.example.com");
    expect(served['frame-src']).toBe("frame-src 'self' https://login.example.com");
    expect({ ...served, 'connect-src': '', 'frame-src': '' }).toEqual({ ...asBuilt, 'connect-src': '', 'frame-src': '' });
  });

  it('is the build’s own with the built-in provider (same origin), and names an origin once', async () => {
    expect(await policyServed(null)).toBe(built);
    const twice = withIdentityProvider(withIdentityProvider(built, 'https://id.example/a'), 'https://id.example/b');
    expect(twice.match(/https:\/\/id\.example/g)).toHaveLength(2);
  });
});
