import { randomBytes } from 'node:crypto';
import { encodeMultipartBytes, graphqlMultipartFields } from '../../src/domain/graphql-multipart';

export interface UploadFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface MultipartBody {
  body: Buffer;
  contentType: string;
}

/**
 * A GraphQL multipart request through the portal's own encoder (src/domain/graphql-multipart.ts),
 * so the benchmark sends what the upload queue sends. `files` maps an object path in the
 * operations (e.g. 'variables.file') to the file sent at that path.
 */
export function buildMultipartUpload(query: string, variables: Record<string, unknown>, files: Record<string, UploadFile>): MultipartBody {
  const boundary = `----bench${randomBytes(12).toString('hex')}`;
  const fields = graphqlMultipartFields({ query, variables }, Object.entries(files).map(([path, file]) => ({ path, file })));
  const parts = fields.map((field) => ('file' in field ? { name: field.name, filename: field.file.name, contentType: field.file.type, bytes: field.file.bytes } : field));
  const bytes = encodeMultipartBytes(parts, boundary);
  return { body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType: `multipart/form-data; boundary=${boundary}` };
}
