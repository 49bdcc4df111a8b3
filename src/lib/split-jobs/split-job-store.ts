import { delMany, getMany, set } from 'idb-keyval';
import { openIdbStores } from '../idb-store';

// A payroll PDF being split (issue #45), kept on the device until its slips are staged: a reload
// or a closed tab in the middle resumes where it was (pages already read are not read again), and
// what the user decided for the pages left is kept. One job per user. The original file is its
// own entry, written once; the job's progress is rewritten after each chunk of pages without it.

const DB_NAME = 'fiduciary-portal-payroll-split';
const STORE_NAME = 'jobs';
const SCHEMA_VERSION = 1;

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

/** Read back from IndexedDB: checked before use (house rule 5); anything else is dropped. */
function parseJob(v: unknown): StoredSplitJob | null {
  if (!isObject(v) || v.schemaVersion !== SCHEMA_VERSION) return null;
  const ok =
    isString(v.fileName) &&
    typeof v.lastModified === 'number' &&
    isInt(v.pageCount) &&
    Array.isArray(v.reads) &&
    v.reads.every(validRead) &&
    (v.companyId === null || isString(v.companyId)) &&
    Array.isArray(v.manual) &&
    v.manual.every((m) => Array.isArray(m) && isInt(m[0]) && isString(m[1])) &&
    Array.isArray(v.removed) &&
    v.removed.every(isInt) &&
    (v.chosenPeriod === null || isString(v.chosenPeriod));
  if (!ok) return null;
  const { schemaVersion: _version, ...job } = v;
  return job as unknown as StoredSplitJob;
}

/** Keeps the original file (on disk before the split starts: 'strict') and an empty job. */
export async function beginSplitJob(owner: string, file: File): Promise<void> {
  await set(fileKey(owner), file, open().strict);
  await saveSplitJob(owner, { fileName: file.name, lastModified: file.lastModified, pageCount: 0, reads: [], companyId: null, manual: [], removed: [], chosenPeriod: null });
}

/** Progress and decisions; 'strict': a decision the user made must survive a power cut too. */
export function saveSplitJob(owner: string, job: StoredSplitJob): Promise<void> {
  return set(jobKey(owner), { schemaVersion: SCHEMA_VERSION, ...job }, open().strict);
}

/** The job left by an earlier page, with its file, or null. */
export async function loadSplitJob(owner: string): Promise<{ job: StoredSplitJob; file: File } | null> {
  const [job, file] = await getMany([jobKey(owner), fileKey(owner)], open().strict);
  const parsed = parseJob(job);
  // Duck-typed: a Blob from another realm (a test runtime) is still a Blob to IndexedDB.
  if (!parsed || !isObject(file) || typeof file.size !== 'number' || typeof file.arrayBuffer !== 'function') return null;
  return { job: parsed, file: new File([file as unknown as Blob], parsed.fileName, { type: 'application/pdf', lastModified: parsed.lastModified }) };
}

/** The job and its file in one transaction: never a job left without its file. */
export function endSplitJob(owner: string): Promise<void> {
  return delMany([jobKey(owner), fileKey(owner)], open().strict);
}
