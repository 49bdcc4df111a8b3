// bench:uploads' two reference clients, run in the page beside the queue: plain POSTs of bytes in
// memory, and "stored bytes", the least a client that keeps its files on the device must do.
import type { Page } from '@playwright/test';
import { WRITE_BATCH_DELAY_MS } from '../../src/lib/upload-queue/send-pace';
import { measureCpu } from './process-cpu';

/**
 * Installed in every page: what the plain POSTs and the stored bytes share, written out by hand
 * (code run by page.evaluate cannot import the portal's encoder). `employees` reads the company's
 * 29 plain employees; `post` sends file `i` as one GraphQL multipart request with an uploadKey of its
 * own, dated from `firstYear` on, as the queue would.
 */
type PlainUploads = {
  __plainUploads: {
    employees(): Promise<{ id: string }[]>;
    /** `bytes` bytes that start as a PDF. */
    pdf(bytes: number): Uint8Array<ArrayBuffer>;
    post(i: number, firstYear: number, employees: { id: string }[], file: Blob, name: string): Promise<Response>;
    /** Files `indexes` in one request, one aliased create each, as the queue sends small files together. */
    postTogether(indexes: number[], firstYear: number, employees: { id: string }[], file: Blob): Promise<Response>;
    /** The stored-bytes client's database (one store, "files", keyed by file number). */
    storedBytes(): Promise<IDBDatabase>;
    /** Resolves when the transaction has committed. */
    done(tx: IDBTransaction): Promise<void>;
  };
};

export function installPlainUploads({ graphqlPath, csrfHeaders }: { graphqlPath: string; csrfHeaders: Record<string, string> }) {
  const authorization = () => `Bearer ${(JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { accessToken: string }).accessToken}`;
  const query = 'mutation ($data: HrSalaryCreateInput!) { createHrSalary(data: $data) { id } }';
  const slip = (i: number, firstYear: number, employees: { id: string }[]) => ({
    attachment: { upload: null },
    date: `${firstYear + Math.floor(i / (employees.length * 12))}-${String((Math.floor(i / employees.length) % 12) + 1).padStart(2, '0')}-01`,
    type: 'slip',
    employee: { connect: { id: employees[i % employees.length]!.id } },
    uploadKey: crypto.randomUUID(),
  });
  (window as unknown as PlainUploads).__plainUploads = {
    async employees() {
      const response = await fetch(graphqlPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...csrfHeaders, authorization: authorization() },
        body: JSON.stringify({ query: '{ companyEmployees(where: { company: { code: { equals: "1001" } }, isArchived: { equals: false }, isHiddenInHr: { equals: false } }) { id } }' }),
      });
      return ((await response.json()) as { data: { companyEmployees: { id: string }[] } }).data.companyEmployees;
    },
    pdf(bytes) {
      const body = new Uint8Array(bytes);
      body.set(new TextEncoder().encode('%PDF-1.4\n'));
      return body;
    },
    storedBytes() {
      return new Promise((resolve, reject) => {
        const request = indexedDB.open('bench-stored-bytes', 1);
        request.onupgradeneeded = () => request.result.createObjectStore('files');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    },
    done(tx) {
      return new Promise((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
    },
    postTogether(indexes, firstYear, employees, file) {
      const aliases = indexes.map((_, k) => `f${k}`);
      const together = `mutation (${aliases.map((a) => `$${a}: HrSalaryCreateInput!`).join(', ')}) { ${aliases.map((a) => `${a}: createHrSalary(data: $${a}) { id }`).join(' ')} }`;
      const form = new FormData();
      form.append('operations', JSON.stringify({ query: together, variables: Object.fromEntries(indexes.map((i, k) => [aliases[k], slip(i, firstYear, employees)])) }));
      form.append('map', JSON.stringify(Object.fromEntries(aliases.map((a, k) => [String(k), [`variables.${a}.attachment.upload`]]))));
      indexes.forEach((i, k) => form.append(String(k), file, `together-${i}.pdf`));
      return fetch(graphqlPath, { method: 'POST', body: form, headers: { ...csrfHeaders, authorization: authorization() } });
    },
    post(i, firstYear, employees, file, name) {
      const variables = { data: slip(i, firstYear, employees) };
      const form = new FormData();
      form.append('operations', JSON.stringify({ query, variables }));
      form.append('map', JSON.stringify({ 1: ['variables.data.attachment.upload'] }));
      form.append('1', file, name);
      return fetch(graphqlPath, { method: 'POST', body: form, headers: { ...csrfHeaders, authorization: authorization() } });
    },
  };
}

/**
 * The same bytes as plain multipart POSTs, as many at a time as the queue, from the same page: a bare
 * client's baseline, a file a request (`perRequest` 1, the answer's status checked) or several
 * (aliased creates, as the queue groups small files, every create's answer checked): what a bare
 * client gains by the same grouping, beside the queue's.
 */
export async function benchPlainPosts(page: Page, count: number, bytes: number, firstYear: number, workers: number, perRequest = 1) {
  return page.evaluate(async ({ count, bytes, firstYear, workers, perRequest }) => {
    const uploads = (window as unknown as PlainUploads).__plainUploads;
    const employees = await uploads.employees();
    const body = uploads.pdf(bytes);
    let next = 0;
    const start = performance.now();
    async function worker() {
      while (next < count) {
        const file = new Blob([body], { type: 'application/pdf' });
        if (perRequest === 1) {
          const i = next++;
          const response = await uploads.post(i, firstYear, employees, file, `plain-${i}.pdf`);
          if (!response.ok) throw new Error(`Plain upload failed: ${response.status}`);
          continue;
        }
        const indexes: number[] = [];
        while (indexes.length < perRequest && next < count) indexes.push(next++);
        const response = await uploads.postTogether(indexes, firstYear, employees, file);
        const answer = (await response.json()) as { data?: Record<string, { id?: string } | null>; errors?: unknown[] };
        if (answer.errors?.length || Object.values(answer.data ?? {}).some((item) => !item?.id)) throw new Error(`Grouped upload failed: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
      }
    }
    await Promise.all(Array.from({ length: workers }, () => worker()));
    return (performance.now() - start) / 1000;
  }, { count, bytes, firstYear, workers, perRequest });
}

/**
 * The least a client that keeps its files on the device must do, as a reference measured in the same
 * round: the same plain POSTs, but each file's bytes read from IndexedDB before its request, its
 * answer read (a file may only be forgotten once the server has it), and the bytes of the files
 * answered deleted together every `WRITE_BATCH_DELAY_MS`, as the queue deletes them with its batched
 * writes: one delete transaction a file made each next read wait for its commit. No records, no
 * states, no screen. The bytes are written first, outside the timing, as staging writes the queue's
 * before Send. Resolves with the seconds the sending took and the CPU per file.
 */
export async function benchStoredPosts(page: Page, count: number, bytes: number, firstYear: number, workers: number) {
  await page.evaluate(async ({ count, bytes }) => {
    const uploads = (window as unknown as PlainUploads).__plainUploads;
    const db = await uploads.storedBytes();
    const body = uploads.pdf(bytes);
    for (let i = 0; i < count; i += 50) {
      const tx = db.transaction('files', 'readwrite');
      for (let j = i; j < Math.min(count, i + 50); j += 1) tx.objectStore('files').put(new Blob([body], { type: 'application/pdf' }), j);
      await uploads.done(tx);
    }
    db.close();
  }, { count, bytes });
  return measureCpu(count, () =>
    page.evaluate(async ({ count, firstYear, workers, batchDelayMs }) => {
      const uploads = (window as unknown as PlainUploads).__plainUploads;
      const { done } = uploads;
      const db = await uploads.storedBytes();
      const employees = await uploads.employees();
      let answered: number[] = [];
      let timer: ReturnType<typeof setTimeout> | null = null;
      let deleted = Promise.resolve();
      const flush = () => {
        timer = null;
        const batch = answered;
        answered = [];
        if (batch.length === 0) return deleted;
        const forget = db.transaction('files', 'readwrite');
        for (const i of batch) forget.objectStore('files').delete(i);
        deleted = deleted.then(() => done(forget));
        return deleted;
      };
      let next = 0;
      const start = performance.now();
      async function worker() {
        while (next < count) {
          const i = next++;
          const read = db.transaction('files');
          const stored = read.objectStore('files').get(i);
          await done(read);
          const response = await uploads.post(i, firstYear, employees, stored.result as Blob, `stored-${i}.pdf`);
          const answer = (await response.json()) as { data?: { createHrSalary?: { id?: string } } };
          if (!answer.data?.createHrSalary?.id) throw new Error(`Stored upload failed: ${response.status}`);
          answered.push(i);
          timer ??= setTimeout(() => void flush(), batchDelayMs);
        }
      }
      await Promise.all(Array.from({ length: workers }, () => worker()));
      if (timer !== null) clearTimeout(timer);
      await flush();
      const seconds = (performance.now() - start) / 1000;
      db.close();
      return seconds;
    }, { count, firstYear, workers, batchDelayMs: WRITE_BATCH_DELAY_MS }),
  );
}
