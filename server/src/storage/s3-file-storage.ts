import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FileStorage } from './file-storage';
import { checkedUpload, storedFile } from './receive-upload';
import { isStorageKey, newStorageKey } from './storage-key';
import type { S3StorageConfig } from './storage-url';

/** S3's smallest multipart part. An upload holds at most about one part in memory (queueSize 1). */
const PART_BYTES = 5 * 1024 * 1024;

export function createS3Client({ region, endpoint, forcePathStyle, credentials }: S3StorageConfig): S3Client {
  return new S3Client({
    region,
    forcePathStyle,
    ...(credentials ? { credentials } : {}),
    // S3-compatible servers differ in their support of the CRC32 checksums the SDK adds by default
    // (since 3.729): with an endpoint, checksums are sent and checked only where an operation needs them.
    ...(endpoint ? { endpoint, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
  });
}

/**
 * Attachments as objects `PREFIX<key>` in an S3 bucket (AWS S3, MinIO…), with the checks and the
 * random keys of the local storage. Downloads stay proxied through our own signed URLs
 * (download-handler.ts reads the object through `read`), never presigned S3 links: the signature
 * rules, the expiry, the receipts and the headers of a download are identical with either storage,
 * and the bucket never has to be reachable from the users' browsers.
 */
export function createS3FileStorage(config: S3StorageConfig, client: S3Client = createS3Client(config)): FileStorage {
  const Bucket = config.bucket;
  const objectKey = (key: string) => `${config.prefix}${key}`;

  return {
    async save(file, options) {
      const upload = checkedUpload(file, options);
      let refusal: unknown = null;
      async function* checkedBody() {
        try {
          yield* upload.chunks;
        } catch (error) {
          refusal = error;
          throw error;
        }
      }
      const body = Readable.from(checkedBody());
      const key = newStorageKey();
      // The object appears only when the body ends (one PutObject below a part, CompleteMultipartUpload
      // above), and the body ends only after every check passed: a refused file never becomes an object.
      const transfer = new Upload({ client, params: { Bucket, Key: objectKey(key), Body: body }, partSize: PART_BYTES, queueSize: 1 });
      try {
        await transfer.done();
      } catch (error) {
        body.destroy();
        // Upload has already aborted a multipart upload in progress; if that failed too, its error
        // must not hide the uploader's mistake (a lifecycle rule clears such parts: README).
        if (refusal) throw refusal;
        // A failure after the last request was sent may still have committed the object.
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) })).catch(() => undefined);
        throw error;
      }
      return storedFile(key, upload.received());
    },

    async remove(key) {
      if (!isStorageKey(key)) return;
      // S3 answers a delete of a missing object with success as well.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async read(key) {
      if (!isStorageKey(key)) return null;
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return Body ? (Body.transformToWebStream() as ReadableStream<Uint8Array>) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
  };
}
