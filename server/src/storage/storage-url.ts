/** Where attachment bytes are kept, from STORAGE_URL (README, "Object storage"). */
export type StorageConfig = { kind: 'local' } | S3StorageConfig;

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  /** Prepended to every storage key: "" or a path ending in "/", so one bucket can hold several installations. */
  prefix: string;
  region: string;
  /** An S3-compatible server (MinIO…) as an http(s) origin; null for AWS S3 itself. */
  endpoint: string | null;
  forcePathStyle: boolean;
  /** From the URL; null leaves them to the AWS SDK's default chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

type Env = Record<string, string | undefined>;

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]+$/;
const OPTIONS = ['region', 'endpoint', 'forcePathStyle'];

function fail(problem: string): never {
  throw new Error(`STORAGE_URL ${problem}`);
}

function endpointOf(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    fail(`endpoint "${raw}" is not a URL: give the server as http://host:port or https://host`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') fail(`endpoint must be http:// or https://, got "${url.protocol}"`);
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    fail('endpoint must be the server alone (http://host:port): the bucket goes after s3://, the keys before it');
  }
  return url.origin;
}

function decoded(part: string, what: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    fail(`has a malformed %-escape in the ${what}`);
  }
}

function booleanOption(name: string, raw: string): boolean {
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  fail(`${name} must be true or false, got "${raw}"`);
}

function parseS3(url: URL, env: Env): S3StorageConfig {
  const bucket = url.hostname;
  if (url.port) fail(`names the bucket after s3:// (s3://BUCKET/PREFIX), not a server: give a server as ?endpoint=http://${url.host}`);
  if (!BUCKET.test(bucket)) fail(`bucket "${bucket}" is not a valid bucket name (3 to 63 lower-case letters, digits, dots and hyphens)`);
  const unknown = [...url.searchParams.keys()].filter((key) => !OPTIONS.includes(key));
  if (unknown.length > 0) fail(`has unknown options ${unknown.join(', ')}: only ${OPTIONS.join(', ')}`);
  const query = (name: string) => url.searchParams.get(name) || null;
  const endpoint = query('endpoint');
  const region = query('region') ?? (env.AWS_REGION || null) ?? (endpoint ? 'us-east-1' : null);
  if (!region) fail('needs the bucket\'s region for AWS S3: add ?region=eu-central-1 (for example) or set AWS_REGION');
  if (!REGION.test(region)) fail(`region "${region}" is not a region name such as eu-central-1`);
  const forcePathStyle = query('forcePathStyle');
  if ((url.username === '') !== (url.password === '')) fail('needs both an access key and a secret (s3://ACCESS_KEY:SECRET@BUCKET), or neither');
  const segments = url.pathname.split('/').filter(Boolean);
  return {
    kind: 's3',
    bucket,
    prefix: segments.length > 0 ? `${segments.map((segment) => decoded(segment, 'prefix')).join('/')}/` : '',
    region,
    endpoint: endpoint ? endpointOf(endpoint) : null,
    // S3-compatible servers are mostly reached by path (no wildcard DNS for bucket.host); AWS by host name.
    forcePathStyle: forcePathStyle ? booleanOption('forcePathStyle', forcePathStyle) : endpoint !== null,
    credentials: url.username ? { accessKeyId: decoded(url.username, 'access key'), secretAccessKey: decoded(url.password, 'secret') } : null,
  };
}

/**
 * Unset or `file:`: local disk under DATA_DIR/files. `s3://[ACCESS_KEY:SECRET@]BUCKET[/PREFIX]
 * [?region=…][&endpoint=http://host:port][&forcePathStyle=true|false]`: an S3 bucket (the form the
 * AWS CLI uses for a bucket, with the server of an S3-compatible store as `endpoint`). Messages never
 * repeat the secret.
 */
export function parseStorageUrl(raw: string | undefined, env: Env = {}): StorageConfig {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'file:' || value === 'file://') return { kind: 'local' };
  if (value.startsWith('file:')) fail('file: takes no path: files are kept under DATA_DIR/files (set DATA_DIR to move them)');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    fail('is not a URL: expected file: or s3://BUCKET (README, "Object storage")');
  }
  if (url.protocol !== 's3:') fail(`must start with file: or s3://, got "${url.protocol}"`);
  if (!value.startsWith('s3://')) fail('must be written s3://BUCKET (README, "Object storage")');
  return parseS3(url, env);
}
