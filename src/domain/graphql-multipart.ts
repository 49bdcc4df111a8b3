// The GraphQL multipart request spec (github.com/jaydenseric/graphql-multipart-request-spec), in one
// place for the upload queue (page and service worker), the API's tests and the benchmarks: the
// field `operations` (each file's variable set to null), then `map` (file field → variable paths),
// then the files, in that order so the server can stream them. Plain TypeScript: no DOM, no Node.

export type GraphqlOperation = { query: string; operationName?: string; variables: Record<string, unknown> };

/** `path` is the file's object path in the operation, e.g. 'variables.data.attachment.upload'. */
export type GraphqlMultipartFile<F> = { path: string; file: F };

/** One field of the body, in order: a text field, or a file field carrying the caller's file value. */
export type GraphqlMultipartField<F> = { name: string; value: string } | { name: string; file: F };

function setAtPath(target: unknown, keys: readonly string[], value: unknown): unknown {
  const [head, ...rest] = keys;
  if (head === undefined) return value;
  const copy: Record<string, unknown> = Array.isArray(target) ? ([...target] as unknown as Record<string, unknown>) : { ...(target as Record<string, unknown> | undefined) };
  copy[head] = setAtPath(copy[head], rest, value);
  return copy;
}

/** The fields of one request: files are numbered from 0 in the order given. */
export function graphqlMultipartFields<F>(operation: GraphqlOperation, files: readonly GraphqlMultipartFile<F>[]): GraphqlMultipartField<F>[] {
  // The file values themselves never go into the JSON: the spec wants null where each file goes.
  let withNulls: unknown = operation;
  for (const { path } of files) withNulls = setAtPath(withNulls, path.split('.'), null);
  const map = Object.fromEntries(files.map(({ path }, i) => [String(i), [path]]));
  return [
    { name: 'operations', value: JSON.stringify(withNulls) },
    { name: 'map', value: JSON.stringify(map) },
    ...files.map(({ file }, i) => ({ name: String(i), file })),
  ];
}

/** A part of a multipart/form-data body written byte by byte (for callers without FormData streaming). */
export type MultipartBytesPart = { name: string; value: string } | { name: string; filename: string; contentType?: string; bytes: Uint8Array };

// Quotes and line breaks would end the header value early (RFC 7578 §4.2 percent-encodes them).
const quote = (value: string) => value.replace(/[\r\n"]/g, (ch) => encodeURIComponent(ch));

/** multipart/form-data bytes, parts in exactly the order given, with the caller's boundary. */
export function encodeMultipartBytes(parts: readonly MultipartBytesPart[], boundary: string): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const isFile = 'filename' in part;
    const head = isFile
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${quote(part.name)}"; filename="${quote(part.filename)}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${quote(part.name)}"\r\n\r\n`;
    chunks.push(encoder.encode(head), isFile ? part.bytes : encoder.encode(part.value), encoder.encode('\r\n'));
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
