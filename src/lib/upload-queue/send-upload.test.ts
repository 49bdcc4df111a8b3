import { freshDbName, frozenClock, pdfFile } from '@/testing/upload-queue-support';
import { describe, expect, it } from 'vitest';
import { createFakeServer } from '@/testing/fake-upload-server';
import { createUploadTransport, type TransportOptions } from './send-upload';
import { stageFiles } from './stage-files';
import { createUploadStore } from './upload-store';
import type { Clock, UploadRecord } from './types';

async function stagedSalary(): Promise<UploadRecord> {
  const store = createUploadStore({ owner: 'u1', dbName: freshDbName() });
  const { staged } = await stageFiles(
    store,
    { kind: 'salary', batchId: 'b', files: [pdfFile('Sal_1001_12_112025.pdf')], describe: () => ({ data: { type: 'slip', date: '2025-11-01', employee: 'e12' }, lockedFields: [] }) },
    { clock: frozenClock, storage: null, newKey: () => 'key-1' },
  );
  return { ...staged[0]!, state: 'sending' } as UploadRecord;
}

function transport(fetch: typeof globalThis.fetch, extra: Partial<TransportOptions> = {}) {
  return createUploadTransport({ endpoint: '/api/graphql', fetch, getToken: () => 'tok', clock: frozenClock, timeoutMs: () => 1000, ...extra });
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('upload transport', () => {
  it('sends one multipart request per the GraphQL multipart spec, with preflight header, token and uploadKey', async () => {
    const seen: { init?: RequestInit; url?: unknown } = {};
    const send = transport(async (url, init) => {
      Object.assign(seen, { url, init });
      return json(200, { data: { createHrSalary: { id: 's1' } } });
    });
    const [outcome] = await send([await stagedSalary()], new AbortController().signal);
    expect(outcome).toEqual({ kind: 'sent', serverId: 's1' });
    const form = seen.init?.body as FormData;
    expect([...form.keys()]).toEqual(['operations', 'map', '0']);
    const operations = JSON.parse(String(form.get('operations')));
    expect(operations.query).toContain('createHrSalary(data: $data)');
    expect(operations.variables.data).toEqual({
      attachment: { upload: null },
      date: '2025-11-01',
      type: 'slip',
      employee: { connect: { id: 'e12' } },
      uploadKey: 'key-1',
    });
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.data.attachment.upload'] });
    expect((form.get('0') as File).name).toBe('Sal_1001_12_112025.pdf');
    const headers = new Headers(seen.init?.headers);
    expect(headers.get('apollo-require-preflight')).toBe('true');
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(seen.url).toBe('/api/graphql');
  });

  it('sorts failures into retry (network, 5xx, masked errors) and final (4xx-type GraphQL errors)', async () => {
    const record = await stagedSalary();
    const signal = new AbortController().signal;
    const cases: [() => Promise<Response>, string, string | null][] = [
      [() => Promise.reject(new TypeError('Failed to fetch')), 'retry', 'network'],
      [async () => json(503, {}), 'retry', 'server-error'],
      [async () => json(200, { errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }), 'retry', 'server-error'],
      [async () => json(200, { errors: [{ message: 'Only PDF files', extensions: { code: 'BAD_USER_INPUT' } }] }), 'failed', 'BAD_USER_INPUT'],
      [async () => json(200, { errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }] }), 'failed', 'FORBIDDEN'],
      [async () => json(200, { errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] }), 'unauthenticated', null],
    ];
    for (const [answer, kind, code] of cases) {
      const [outcome] = await transport(() => answer())([record], signal);
      expect(outcome?.kind).toBe(kind);
      if (outcome?.kind === 'retry' || outcome?.kind === 'failed') expect(outcome.failure.code).toBe(code);
    }
    const bad = await transport(async () => json(200, { errors: [{ message: 'Only PDF files', extensions: { code: 'BAD_USER_INPUT' } }] }))([record], signal);
    expect(bad).toEqual([{ kind: 'failed', failure: { code: 'BAD_USER_INPUT', message: 'Only PDF files' } }]);
  });

  it('sends several files in one request and sorts the answer file by file', async () => {
    const first = await stagedSalary();
    const second = { ...first, fileId: 'f2', fileName: 'Sal_1001_13_112025.pdf', uploadKey: 'key-2' } as UploadRecord;
    const third = { ...first, fileId: 'f3', fileName: 'Sal_1001_14_112025.pdf', uploadKey: 'key-3' } as UploadRecord;
    let form: FormData | null = null;
    const send = transport(async (_url, init) => {
      form = init?.body as FormData;
      return json(200, {
        data: { f0: { id: 's1' }, f1: null, f2: null },
        errors: [
          { message: 'Only PDF files', path: ['f1'], extensions: { code: 'BAD_USER_INPUT' } },
          { message: 'Unexpected error.', path: ['f2'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
        ],
      });
    });
    expect(await send([first, second, third], new AbortController().signal)).toEqual([
      { kind: 'sent', serverId: 's1' },
      { kind: 'failed', failure: { code: 'BAD_USER_INPUT', message: 'Only PDF files' } },
      { kind: 'retry', failure: { code: 'server-error', message: null } },
    ]);
    const sent = form as unknown as FormData;
    expect([...sent.keys()]).toEqual(['operations', 'map', '0', '1', '2']);
    expect(JSON.parse(String(sent.get('map')))).toEqual({ 0: ['variables.f0.attachment.upload'], 1: ['variables.f1.attachment.upload'], 2: ['variables.f2.attachment.upload'] });
    expect(['0', '1', '2'].map((name) => (sent.get(name) as File).name)).toEqual([first.fileName, second.fileName, third.fileName]);
    const operations = JSON.parse(String(sent.get('operations')));
    expect([operations.variables.f0.uploadKey, operations.variables.f1.uploadKey, operations.variables.f2.uploadKey]).toEqual(['key-1', 'key-2', 'key-3']);
  });

  it('applies an error about the whole request, or its failing, to every file in it', async () => {
    const first = await stagedSalary();
    const second = { ...first, fileId: 'f2', uploadKey: 'key-2' } as UploadRecord;
    const signal = new AbortController().signal;
    const refused = transport(async () => json(400, { errors: [{ message: 'POST body sent invalid multipart data', extensions: { code: 'BAD_REQUEST' } }] }));
    expect(await refused([first, second], signal)).toEqual(Array(2).fill({ kind: 'failed', failure: { code: 'BAD_REQUEST', message: 'POST body sent invalid multipart data' } }));
    const down = transport(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await down([first, second], signal)).toEqual(Array(2).fill({ kind: 'retry', failure: { code: 'network', message: null } }));
    const expired = transport(async () => json(200, { errors: [{ message: 'Sign in', extensions: { code: 'UNAUTHENTICATED' } }] }));
    expect(await expired([first, second], signal)).toEqual(Array(2).fill({ kind: 'unauthenticated' }));
  });

  it('sends each file again on its own when a request of several is refused with no field named, so only the faulty one fails', async () => {
    const first = await stagedSalary();
    const faulty = { ...first, fileId: 'f2', fileName: 'Sal_1001_13_112025.pdf', uploadKey: 'key-2', data: { ...first.data, date: 'not a day' } } as UploadRecord;
    const third = { ...first, fileId: 'f3', fileName: 'Sal_1001_14_112025.pdf', uploadKey: 'key-3' } as UploadRecord;
    const files: number[] = [];
    // As graphql-js refuses a variable that does not fit its type: before any create, no path.
    const send = transport(async (_url, init) => {
      const operations = JSON.parse(String((init?.body as FormData).get('operations'))) as { variables: Record<string, { date: string; uploadKey: string }> };
      const variables = Object.values(operations.variables);
      files.push(variables.length);
      if (variables.some((v) => v.date === 'not a day')) return json(200, { errors: [{ message: 'Variable "$f1" got invalid value "not a day"', extensions: { code: 'BAD_USER_INPUT' } }] });
      return json(200, { data: { createHrSalary: { id: `s-${variables[0]!.uploadKey}` } } });
    });
    expect(await send([first, faulty, third], new AbortController().signal)).toEqual([
      { kind: 'sent', serverId: 's-key-1' },
      { kind: 'failed', failure: { code: 'BAD_USER_INPUT', message: 'Variable "$f1" got invalid value "not a day"' } },
      { kind: 'sent', serverId: 's-key-3' },
    ]);
    // The request of three, then each file alone, one after another.
    expect(files).toEqual([3, 1, 1, 1]);
  });

  it('sends nothing when the caller gave up before the request went out', async () => {
    const server = createFakeServer();
    const paused = new AbortController();
    paused.abort();
    expect(await transport(server.fetch)([await stagedSalary()], paused.signal)).toEqual([{ kind: 'aborted' }]);
    expect(server.requests).toBe(0);
  });

  it('aborts a stalled request and asks for a retry', async () => {
    const instantTimeout: Clock = { now: () => 0, sleep: () => Promise.resolve() };
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const outcome = await transport(hanging, { clock: instantTimeout })([await stagedSalary()], new AbortController().signal);
    expect(outcome).toEqual([{ kind: 'retry', failure: { code: 'timeout', message: null } }]);
  });

  it('reports a caller abort (pause) as aborted, not as a failure', async () => {
    const caller = new AbortController();
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const pending = transport(hanging)([await stagedSalary()], caller.signal);
    caller.abort();
    expect(await pending).toEqual([{ kind: 'aborted' }]);
  });

  it('in cookie-only mode sends with the session cookie and no Authorization header', async () => {
    let init: RequestInit | undefined;
    const send = transport(async (_url, given) => {
      init = given;
      return json(200, { data: { createHrSalary: { id: 's1' } } });
    }, { getToken: 'cookie' });
    expect(await send([await stagedSalary()], new AbortController().signal)).toEqual([{ kind: 'sent', serverId: 's1' }]);
    expect(init?.credentials).toBe('include');
    const headers = new Headers(init?.headers);
    expect(headers.has('authorization')).toBe(false);
    expect(headers.get('apollo-require-preflight')).toBe('true');
  });

  it('does not send without a session', async () => {
    const server = createFakeServer();
    const outcome = await transport(server.fetch, { getToken: () => null })([await stagedSalary()], new AbortController().signal);
    expect(outcome).toEqual([{ kind: 'unauthenticated' }]);
    expect(server.requests).toBe(0);
  });
});
