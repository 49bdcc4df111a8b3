import { getMany, promisifyRequest, set, setMany } from 'idb-keyval';
import { openIdbStores } from '../idb-store';

// A payroll PDF being split (issue #45), kept on the device until its slips are staged: a reload
// or a closed tab in the middle resumes where it was (pages already read are not read again), and
// what the user decided for the pages left is kept. One job per user. The original file is its
// own entry, written once. The pages read are kept in entries of 100, each written once; the
// job's state (page count, company, decisions) is a small entry of its own, rewritten after each
// decision. Rewriting the 1,000 pages read with each decision cost a main-thread task of tens of
// milliseconds (IndexedDB copies a value when it is put, on the calling thread).

const DB_NAME = 'fiduciary-portal-payroll-split';
const STORE_NAME = 'jobs';
/** 2: the pages read in entries of their own (1 kept them inside the job's entry: ignored, as any other shape). */
const SCHEMA_VERSION = 2;
/** Pages read per entry. */
export const PAGES_PER_ENTRY = 100;

export type StoredPageRead = {
  pageNumber: number;
  evidence: { names: { key: string; employeeIds: readonly string[] }[]; codes: string[]; matriculeEmployeeIds: string[] };
  periods: string[];
  hasText: boolean;
};

export type StoredSplitJob = {
  fileName: string;
  lastModified: number;
  pageCount: number;
  reads: StoredPageRead[];
  companyId: string | null;
  manual: [number, string][];
  removed: number[];
  chosenPeriod: string | null;
};

let stores: ReturnType<typeof openIdbStores> | null = null;
const open = () => (stores ??= openIdbStores(DB_NAME, STORE_NAME));
const fileKey = (owner: string) => `${owner}:file`;
const jobKey = (owner: string) => `${owner}:job`;
const pagesKey = (owner: string, entry: number) => `${owner}:pages:${entry}`;

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null;
const isString = (v: unknown): v is string => typeof v === 'string';
const isInt = (v: unknown): v is number => Number.isInteger(v);
const strings = (v: unknown) => Array.isArray(v) && v.every(isString);

function validRead(v: unknown): boolean {
  if (!isObject(v) || !isInt(v.pageNumber) || !strings(v.periods) || typeof v.hasText !== 'boolean' || !isObject(v.evidence)) return false;
  const e = v.evidence;
  return strings(e.codes) && strings(e.matriculeEmployeeIds) && Array.isArray(e.names) && e.names.every((n) => isObject(n) && isString(n.key) && strings(n.employeeIds));
}

type JobState = Omit<StoredSplitJob, 'reads'>;

function validState(v: Obj): boolean {
  return (
    isString(v.fileName) &&
    typeof v.lastModified === 'number' &&
    isInt(v.pageCount) &&
    (v.companyId === null || isString(v.companyId)) &&
    Array.isArray(v.manual) &&
    v.manual.every((m) => Array.isArray(m) && isInt(m[0]) && isString(m[1])) &&
    Array.isArray(v.removed) &&
    v.removed.every(isInt) &&
    (v.chosenPeriod === null || isString(v.chosenPeriod))
  );
}

const stateOf = (v: Obj): JobState => ({
  fileName: v.fileName as string,
  lastModified: v.lastModified as number,
  pageCount: v.pageCount as number,
  companyId: v.companyId as string | null,
  manual: v.manual as [number, string][],
  removed: v.removed as number[],
  chosenPeriod: v.chosenPeriod as string | null,
});

/** Pages 1, 2, … in order, each valid: what follows a missing or broken one is read again. */
function pagesInOrder(entries: readonly unknown[], count: number): StoredPageRead[] {
  const reads: StoredPageRead[] = [];
  for (const entry of entries) {
    if (!Array.isArray(entry)) break;
    for (const read of entry) {
      if (reads.length === count || !validRead(read) || (read as StoredPageRead).pageNumber !== reads.length + 1) return reads;
      reads.push(read as StoredPageRead);
    }
  }
  return reads;
}

/** Read back from IndexedDB: checked before use (house rule 5); anything else is dropped. */
async function parseJob(owner: string, v: unknown): Promise<StoredSplitJob | null> {
  if (!isObject(v) || !validState(v)) return null;
  if (v.schemaVersion !== SCHEMA_VERSION || !isInt(v.pagesRead)) return null;
  const count = v.pagesRead;
  const keys = Array.from({ length: Math.ceil(count / PAGES_PER_ENTRY) }, (_, entry) => pagesKey(owner, entry));
  const entries = keys.length > 0 ? await getMany(keys, open().strict) : [];
  return { ...stateOf(v), reads: pagesInOrder(entries, count) };
}

/** Keeps the original file (on disk before the split starts: 'strict') and an empty job, in place of any earlier one. */
export async function beginSplitJob(owner: string, file: File): Promise<void> {
  await endSplitJob(owner);
  await set(fileKey(owner), file, open().strict);
  await saveSplitJob(owner, { fileName: file.name, lastModified: file.lastModified, pageCount: 0, reads: [], companyId: null, manual: [], removed: [], chosenPeriod: null });
}

const stateEntry = (owner: string, job: StoredSplitJob): [string, unknown] => {
  const { reads, ...state } = job;
  return [jobKey(owner), { schemaVersion: SCHEMA_VERSION, ...state, pagesRead: reads.length }];
};

/**
 * The pages read from `job.reads[from]` on (the entries of 100 they fall in) and the job's state,
 * in one transaction: the state never counts pages that are not on disk. 'strict': on disk when done.
 */
export function saveSplitPages(owner: string, job: StoredSplitJob, from: number): Promise<void> {
  const entries: [string, unknown][] = [];
  for (let entry = Math.floor(from / PAGES_PER_ENTRY); entry * PAGES_PER_ENTRY < job.reads.length; entry += 1) {
    entries.push([pagesKey(owner, entry), job.reads.slice(entry * PAGES_PER_ENTRY, (entry + 1) * PAGES_PER_ENTRY)]);
  }
  return setMany([...entries, stateEntry(owner, job)], open().strict);
}

/**
 * The job's state alone (company, decisions, month): its pages read must be on disk already
 * (saveSplitPages). A decision the user made must survive a power cut too: 'strict'.
 */
export function saveSplitState(owner: string, job: StoredSplitJob): Promise<void> {
  return setMany([stateEntry(owner, job)], open().strict);
}

/** The whole job, its pages included. */
export function saveSplitJob(owner: string, job: StoredSplitJob): Promise<void> {
  return saveSplitPages(owner, job, 0);
}

/** The job left by an earlier page, with its file, or null. */
export async function loadSplitJob(owner: string): Promise<{ job: StoredSplitJob; file: File } | null> {
  const [job, file] = await getMany([jobKey(owner), fileKey(owner)], open().strict);
  const parsed = await parseJob(owner, job);
  // Duck-typed: a Blob from another realm (a test runtime) is still a Blob to IndexedDB.
  if (!parsed || !isObject(file) || typeof file.size !== 'number' || typeof file.arrayBuffer !== 'function') return null;
  return { job: parsed, file: new File([file as unknown as Blob], parsed.fileName, { type: 'application/pdf', lastModified: parsed.lastModified }) };
}

/** The job, its pages and its file in one transaction: never a job left without its file. */
export function endSplitJob(owner: string): Promise<void> {
  // Every entry of this user's job: `owner:` followed by anything (';' is the character after ':').
  return open().strict('readwrite', (store) => {
    store.delete(IDBKeyRange.bound(`${owner}:`, `${owner};`, false, true));
    return promisifyRequest(store.transaction);
  });
}
