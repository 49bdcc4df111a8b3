import { CSRF_HEADER } from '@/domain/api-transport';

// A stand-in for the API's create mutations, for tests: it reads the multipart request the way the
// real server does (operations, map, files; one create or several aliased ones) and, like the
// server, answers a repeated uploadKey with the item it created the first time.

export type FakeServerItem = { id: string; uploadKey: string; fileName: string; bytes: string; variables: unknown };

export type FakeServer = {
  fetch: typeof globalThis.fetch;
  items: FakeServerItem[];
  requests: number;
  /** Lets a test decide, per request, what happens (see the tests that use it). */
  behaviour: (requestNumber: number) => 'ok' | 'lose-answer' | 'network-down' | 'server-error' | 'bad-input' | 'unauthenticated';
  /** Highest number of requests in flight at once. */
  maxConcurrent: number;
  /** The number of files each request carried that reached the creates, in order. */
  filesPerRequest: number[];
  /**
   * A file the server refuses (its field answers with this message, BAD_USER_INPUT unless a code is
   * given; the others are created), or null. `data` is the file's create input as sent.
   */
  refuses: (fileName: string, data: Record<string, unknown>) => string | { message: string; code: string } | null;
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function createFakeServer(options: { latency?: () => Promise<void> } = {}): FakeServer {
  let inFlight = 0;
  const server: FakeServer = {
    items: [],
    requests: 0,
    maxConcurrent: 0,
    filesPerRequest: [],
    behaviour: () => 'ok',
    refuses: () => null,
    fetch: async (_input, init) => {
      server.requests += 1;
      const number = server.requests;
      inFlight += 1;
      server.maxConcurrent = Math.max(server.maxConcurrent, inFlight);
      try {
        await (options.latency?.() ?? Promise.resolve());
        if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
        const behaviour = server.behaviour(number);
        if (behaviour === 'network-down') throw new TypeError('Failed to fetch');
        if (behaviour === 'server-error') return json(502, {});
        const headers = new Headers(init?.headers);
        if (headers.get(CSRF_HEADER) !== 'true') return json(400, { errors: [{ message: 'preflight' }] });
        if (behaviour === 'unauthenticated') return json(200, { errors: [{ message: 'Sign in', extensions: { code: 'UNAUTHENTICATED' } }] });
        if (behaviour === 'bad-input') return json(200, { errors: [{ message: 'Employee not found', extensions: { code: 'BAD_USER_INPUT' } }] });
        const form = init?.body as FormData;
        const operations = JSON.parse(String(form.get('operations'))) as { query: string; variables: Record<string, { uploadKey: string }> };
        const map = JSON.parse(String(form.get('map'))) as Record<string, string[]>;
        // One create per field: `alias: createX(data: $var)` when a request carries several files,
        // `createX(data: $data)` for one. Each file is whichever field the map points at its variable.
        const fields = [...operations.query.matchAll(/(?:(\w+):\s*)?(create\w+)\(data: \$(\w+)\)/g)].map((m) => ({ key: m[1] ?? m[2]!, variable: m[3]! }));
        const data: Record<string, { id: string } | null> = {};
        const errors: unknown[] = [];
        for (const { key, variable } of fields) {
          const part = Object.keys(map).find((name) => map[name]![0]!.startsWith(`variables.${variable}.`)) ?? '';
          const file = form.get(part) as File;
          const refusal = server.refuses(file.name, operations.variables[variable] as unknown as Record<string, unknown>);
          if (refusal !== null) {
            const { message, code } = typeof refusal === 'string' ? { message: refusal, code: 'BAD_USER_INPUT' } : refusal;
            data[key] = null;
            errors.push({ message, path: [key], extensions: { code } });
            continue;
          }
          const uploadKey = operations.variables[variable]!.uploadKey;
          let item = server.items.find((existing) => existing.uploadKey === uploadKey);
          if (!item) {
            item = { id: `id-${server.items.length + 1}`, uploadKey, fileName: file.name, bytes: await file.text(), variables: { data: operations.variables[variable] } };
            server.items.push(item);
          }
          data[key] = { id: item.id };
        }
        server.filesPerRequest.push(fields.length);
        // The items exist on the server now; losing the answer is the network failing after that.
        if (behaviour === 'lose-answer') throw new TypeError('Failed to fetch');
        return json(200, errors.length ? { data, errors } : { data });
      } finally {
        inFlight -= 1;
      }
    },
  };
  return server;
}
