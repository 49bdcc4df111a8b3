import { randomBytes } from 'node:crypto';

export interface UploadFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface MultipartBody {
  body: Buffer;
  contentType: string;
}

function quote(value: string): string {
  return value.replace(/[\r\n"]/g, (ch) => encodeURIComponent(ch));
}

/**
 * A GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec): the
 * `operations` field, then `map`, then the files, in that order as the spec requires. `files` maps
 * an object path in the operations (e.g. 'variables.file') to the file sent at that path, whose
 * variable must be null in `variables`.
 */
export function buildMultipartUpload(
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, UploadFile>,
): MultipartBody {
  const boundary = `----bench${randomBytes(12).toString('hex')}`;
  const entries = Object.entries(files);
  const map = Object.fromEntries(entries.map(([objectPath], i) => [String(i), [objectPath]]));
  const field = (name: string, value: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const parts: Buffer[] = [field('operations', JSON.stringify({ query, variables })), field('map', JSON.stringify(map))];
  entries.forEach(([, file], i) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${i}"; filename="${quote(file.name)}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
