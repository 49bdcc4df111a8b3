// A JSON request to the API is read and parsed here, before yoga sees it, as Express's or Fastify's
// body parser would: @whatwg-node/server (yoga's Node adapter) then takes `req.body` as the request's
// body instead of wrapping Node's stream in a web stream. That wrapping (a stream pipeline for the
// body, another through yoga's body-size limit, each ending with an AbortController's DOMException)
// was the largest part of a small read's cost in yoga: about a fifth of `hrSalaries`' CPU
// (docs/decisions/api-speed.md). Multipart requests (uploads) still stream to disk as they arrive.
//
// What bounds the body: http-server.ts refuses a POST to the API without a declared length, or with
// one above the configured limit, before this runs; Node's parser reads no more than that length.
import type { IncomingMessage } from 'node:http';

const JSON_TYPES = new Set(['application/json', 'application/graphql+json']);

/** Whether yoga's JSON parser would take this request (its media type, parameters aside). */
function isJsonRequest(req: IncomingMessage): boolean {
  const type = req.headers['content-type'];
  return req.method === 'POST' && type !== undefined && JSON_TYPES.has(type.split(';', 1)[0]!.trim().toLowerCase());
}

function readAll(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Reads a JSON request's body into `req.body`: the parsed object, or, when it is not a JSON object
 * with something in it, the bytes themselves, so that yoga parses them and answers with its own
 * error ("POST body sent invalid JSON.", or that it expected an object). An empty body is left
 * unread (nothing to read; yoga answers it as before).
 */
export async function readJsonBody(req: IncomingMessage): Promise<void> {
  if (!isJsonRequest(req) || Number(req.headers['content-length'] ?? 0) === 0) return;
  const bytes = await readAll(req);
  let body: unknown = bytes;
  try {
    const parsed: unknown = JSON.parse(bytes.toString('utf8'));
    // The adapter takes only an object with keys as parsed; anything else goes to yoga as bytes.
    if (typeof parsed === 'object' && parsed !== null && Object.keys(parsed).length > 0) body = parsed;
  } catch {
    // Yoga answers it.
  }
  Object.assign(req, { body });
}
