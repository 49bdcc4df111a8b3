import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig: STORAGE_URL', () => {
  it('keeps files on local disk (DATA_DIR/files) when STORAGE_URL is unset', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
  });

  it('reads an S3 bucket, with the region from AWS_REGION when the URL has none', () => {
    expect(loadConfig({ STORAGE_URL: 's3://acme-portal-files/portal', AWS_REGION: 'eu-central-1' }).storage).toMatchObject({
      kind: 's3',
      bucket: 'acme-portal-files',
      prefix: 'portal/',
      region: 'eu-central-1',
    });
  });

  it('fails at start on a value it cannot read, naming the variable', () => {
    expect(() => loadConfig({ STORAGE_URL: 'minio:9000/portal' })).toThrow(/^STORAGE_URL /);
  });
});

describe('loadConfig: TRUST_PROXY', () => {
  it('believes no X-Forwarded-For unless told how many proxies stand in front', () => {
    expect(loadConfig({}).trustedProxies).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustedProxies).toBe(1);
  });

  it('refuses a value that is not a number of proxies', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/^TRUST_PROXY /);
  });
});

describe('loadConfig: HOST', () => {
  // Issue #42, finding 3: a development server hands sign-in links out; the network must not reach it unasked.
  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('loadConfig: SECRET', () => {
  it('is required in production, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^SECRET must be set/);
  });

  it('refuses a SECRET shorter than 16 characters, in development too', () => {
    expect(() => loadConfig({ SECRET: 'short' })).toThrow(/^SECRET must be at least 16 characters/);
    expect(() => loadConfig({ NODE_ENV: 'production', SECRET: 'short' })).toThrow(/^SECRET must be at least 16 characters/);
  });

  it('uses SECRET when set', () => {
    expect(loadConfig({ NODE_ENV: 'production', SECRET: 'a-secret-of-sufficient-length' }).secret).toBe('a-secret-of-sufficient-length');
  });

  // Issue #42, finding 6: the default was written in the sources, so anyone could sign a download link.
  it('without SECRET in development, never signs with a value anyone can know', () => {
    const first = loadConfig({}).secret;
    expect(first).not.toBe('development-secret-change-me-in-production');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}).secret).not.toBe(first);
  });
});
