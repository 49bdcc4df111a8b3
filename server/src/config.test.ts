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
