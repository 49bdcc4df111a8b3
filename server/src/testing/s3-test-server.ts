import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Client } from '../storage/s3-file-storage';
import { parseStorageUrl, type S3StorageConfig } from '../storage/storage-url';

export interface S3TestServer {
  /** The STORAGE_URL that reaches the bucket (s3rver's fixed keys, its endpoint, path style). */
  url: string;
  config: S3StorageConfig;
  client: S3Client;
  /** Every object key in the bucket, prefix included. */
  objectKeys(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free loopback port, keeping its bucket in a temp
 * directory: the S3 storage is tested over HTTP with the AWS SDK, nothing mocked.
 */
export async function startS3TestServer({ bucket = 'portal-files', prefix = '' } = {}): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-test-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const url = `s3://S3RVER:S3RVER@${bucket}/${prefix}?endpoint=http://127.0.0.1:${port}`;
  const config = parseStorageUrl(url) as S3StorageConfig;
  const client = createS3Client(config);
  return {
    url,
    config,
    client,
    async objectKeys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '');
    },
    async stop() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
