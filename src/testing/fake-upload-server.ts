import { CSRF_HEADER } from '@/domain/api-transport';

// A stand-in for the API's create mutations, for tests: it reads the multipart request the way the
// real server does (operations, map, file) and, like the server, answers a repeated uploadKey with
// the item it created the first time.

export type FakeServerItem = { id: string; uploadKey: string; fileName: string; bytes: string; variables: unknown };

export type FakeServer = {
  fetch: typeof globalThis.fetch;
  items: FakeServerItem[];
  requests: number;
  /** Lets a test decide, per request, what happens (see the tests that use it). */
  behaviour: (requestNumber: number) => 'ok' | 'lose-answer' | 'network-down' | 'server-error' | 'bad-input' | 'unauthenticated';
  /** Highest number of requests in flight at once. */
  maxConcurrent: number;
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
    behaviour: () => 'ok',
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
        const operations = JSON.parse(String(form.get('operations'))) as { query: string; variables: { data: { uploadKey: string } } };
        // The file is whichever field the map points at the upload variable, as on the real server.
        const map = JSON.parse(String(form.get('map'))) as Record<string, string[]>;
        const file = form.get(Object.keys(map)[0] ?? '') as File;
        const uploadKey = operations.variables.data.uploadKey;
        let item = server.items.find((existing) => existing.uploadKey === uploadKey);
        if (!item) {
          item = { id: `id-${server.items.length + 1}`, uploadKey, fileName: file.name, bytes: await file.text(), variables: operations.variables };
          server.items.push(item);
        }
        // The item exists on the server now; losing the answer is the network failing after that.
        if (behaviour === 'lose-answer') throw new TypeError('Failed to fetch');
        const field = /\{\s*(\w+)\(data/.exec(operations.query)?.[1] ?? 'unknown';
        return json(200, { data: { [field]: { id: item.id } } });
      } finally {
        inFlight -= 1;
      }
    },
  };
  return server;
}
