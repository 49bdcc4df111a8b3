import { describe, expect, it } from 'vitest';
import { parseStorageUrl } from './storage-url';

describe('parseStorageUrl', () => {
  it('keeps files on local disk when unset, empty or file:', () => {
    for (const value of [undefined, '', '  ', 'file:', 'file://']) expect(parseStorageUrl(value)).toEqual({ kind: 'local' });
  });

  it('reads an AWS S3 bucket with its region and leaves the credentials to the SDK', () => {
    expect(parseStorageUrl('s3://acme-portal-files?region=eu-central-1')).toEqual({
      kind: 's3',
      bucket: 'acme-portal-files',
      prefix: '',
      region: 'eu-central-1',
      endpoint: null,
      forcePathStyle: false,
      credentials: null,
    });
  });

  it('takes the region from AWS_REGION when the URL has none, and requires one for AWS', () => {
    expect(parseStorageUrl('s3://acme-portal-files', { AWS_REGION: 'eu-west-3' })).toMatchObject({ region: 'eu-west-3' });
    expect(parseStorageUrl('s3://acme-portal-files?region=eu-central-1', { AWS_REGION: 'eu-west-3' })).toMatchObject({ region: 'eu-central-1' });
    expect(() => parseStorageUrl('s3://acme-portal-files')).toThrow("STORAGE_URL needs the bucket's region for AWS S3: add ?region=eu-central-1 (for example) or set AWS_REGION");
  });

  it('reads a MinIO bucket: endpoint, keys (percent-decoded), prefix, path style by default', () => {
    expect(parseStorageUrl('s3://minio:s3cr%2Ft%40key@portal/prod/files/?endpoint=http://minio.internal:9000')).toEqual({
      kind: 's3',
      bucket: 'portal',
      prefix: 'prod/files/',
      region: 'us-east-1',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 's3cr/t@key' },
    });
    expect(parseStorageUrl('s3://portal?endpoint=https://s3.example.net&forcePathStyle=false&region=fr-par')).toMatchObject({
      endpoint: 'https://s3.example.net',
      forcePathStyle: false,
      region: 'fr-par',
    });
  });

  it('refuses what it cannot read with the reason, never repeating the secret', () => {
    const refusals: [string, string][] = [
      ['http://bucket', 'STORAGE_URL must start with file: or s3://, got "http:"'],
      ['file:./files', 'STORAGE_URL file: takes no path: files are kept under DATA_DIR/files (set DATA_DIR to move them)'],
      ['s3:bucket', 'STORAGE_URL must be written s3://BUCKET (README, "Object storage")'],
      ['s3://KEY:hunter2@minio:9000/portal', 'STORAGE_URL names the bucket after s3:// (s3://BUCKET/PREFIX), not a server: give a server as ?endpoint=http://minio:9000'],
      ['s3://Portal_Files?region=eu-central-1', 'STORAGE_URL bucket "Portal_Files" is not a valid bucket name (3 to 63 lower-case letters, digits, dots and hyphens)'],
      ['s3://portal?region=eu-central-1&tls=false', 'STORAGE_URL has unknown options tls: only region, endpoint, forcePathStyle'],
      ['s3://portal?endpoint=minio:9000', 'STORAGE_URL endpoint must be http:// or https://, got "minio:"'],
      ['s3://portal?endpoint=http://minio:9000/portal', 'STORAGE_URL endpoint must be the server alone (http://host:port): the bucket goes after s3://, the keys before it'],
      ['s3://portal?endpoint=http://minio:9000&forcePathStyle=maybe', 'STORAGE_URL forcePathStyle must be true or false, got "maybe"'],
      ['s3://portal?region=EU%20Central', 'STORAGE_URL region "EU Central" is not a region name such as eu-central-1'],
      ['s3://KEY@portal?region=eu-central-1', 'STORAGE_URL needs both an access key and a secret (s3://ACCESS_KEY:SECRET@BUCKET), or neither'],
      ['s3://KEY:hunter2%ZZ@portal?region=eu-central-1', 'STORAGE_URL has a malformed %-escape in the secret'],
    ];
    for (const [value, message] of refusals) {
      expect(() => parseStorageUrl(value), value).toThrow(message);
      expect(() => parseStorageUrl(value)).not.toThrow(/hunter2/);
    }
  });
});
