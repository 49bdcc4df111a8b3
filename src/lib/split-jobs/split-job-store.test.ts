import '@/testing/upload-queue-support';
import { keys, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { openIdbStores } from '../idb-store';
import { beginSplitJob, endSplitJob, loadSplitJob, saveSplitJob, saveSplitPages, saveSplitState, type StoredPageRead, type StoredSplitJob } from './split-job-store';

// The real module on fake-indexeddb (the browser's IndexedDB is outside Node; fake-indexeddb
// implements the same specification), with Blobs kept by reference as browsers do
// (upload-queue-support.ts).

const original = () => new File(['%PDF-1.4 payroll'], 'Paie novembre 2025.pdf', { type: 'application/pdf', lastModified: 1_700_000_000_000 });
const pageRead = (pageNumber: number): StoredPageRead => ({ pageNumber, evidence: { names: [{ key: `name ${pageNumber}`, employeeIds: [`e${pageNumber}`] }], codes: [String(pageNumber)], matriculeEmployeeIds: [] }, periods: ['2025-11-01'], hasText: true });
const stores = () => openIdbStores('fiduciary-portal-payroll-split', 'jobs').strict;
const read = { pageNumber: 1, evidence: { names: [{ key: 'marie weber', employeeIds: ['e12'] }], codes: ['12'], matriculeEmployeeIds: [] }, periods: ['2025-11-01'], hasText: true };

describe('a payroll split kept on the device', () => {
  it('comes back with its file, the pages read and the decisions, for its user only, until it ends', async () => {
    await beginSplitJob('u1', original());
    const job: StoredSplitJob = { fileName: 'Paie novembre 2025.pdf', lastModified: 1_700_000_000_000, pageCount: 3, reads: [read], companyId: 'c1', manual: [[2, 'e13']], removed: [3], chosenPeriod: null };
    await saveSplitJob('u1', job);
    const left = await loadSplitJob('u1');
    expect(left?.job).toEqual(job);
    expect(await left?.file.text()).toBe('%PDF-1.4 payroll');
    expect(left?.file.name).toBe('Paie novembre 2025.pdf');
    expect(await loadSplitJob('u2')).toBeNull();
    await endSplitJob('u1');
    expect(await loadSplitJob('u1')).toBeNull();
  });

  it('ignores a job of another shape (an older build, a half-written record)', async () => {
    await beginSplitJob('u3', original());
    await set('u3:job', { schemaVersion: 2, fileName: 'x.pdf', pageCount: 'three' }, stores());
    expect(await loadSplitJob('u3')).toBeNull();
    // The first build's shape, its pages inside the job's entry.
    await set('u3:job', { schemaVersion: 1, fileName: 'x.pdf', lastModified: 1, pageCount: 1, reads: [read], companyId: null, manual: [], removed: [], chosenPeriod: null }, stores());
    expect(await loadSplitJob('u3')).toBeNull();
  });

  it('keeps the pages read as they come, and the decisions on their own, until the job ends', async () => {
    await beginSplitJob('u4', original());
    const reads = Array.from({ length: 250 }, (_, i) => pageRead(i + 1));
    const state = { fileName: 'Paie novembre 2025.pdf', lastModified: 1_700_000_000_000, pageCount: 250, companyId: null, manual: [], removed: [], chosenPeriod: null };
    // Saved as the split saves them: every 100 pages, only those read since, then the last 50.
    await saveSplitPages('u4', { ...state, reads: reads.slice(0, 100) }, 0);
    await saveSplitPages('u4', { ...state, reads: reads.slice(0, 200) }, 100);
    expect((await loadSplitJob('u4'))?.job.reads).toEqual(reads.slice(0, 200));
    await saveSplitPages('u4', { ...state, reads }, 200);
    const decided: StoredSplitJob = { ...state, reads, companyId: 'c1', manual: [[3, 'e13']], removed: [7], chosenPeriod: '2025-11-01' };
    await saveSplitState('u4', decided);
    expect((await loadSplitJob('u4'))?.job).toEqual(decided);
    const ofU4 = async () => (await keys(stores())).map(String).filter((key) => key.startsWith('u4:'));
    expect((await ofU4()).sort()).toEqual(['u4:file', 'u4:job', 'u4:pages:0', 'u4:pages:1', 'u4:pages:2']);

    // A new payroll in its place: nothing of the first one's pages comes back.
    await beginSplitJob('u4', original());
    expect((await loadSplitJob('u4'))?.job.reads).toEqual([]);
    await saveSplitJob('u4', decided);
    await endSplitJob('u4');
    expect(await loadSplitJob('u4')).toBeNull();
    expect(await ofU4()).toEqual([]);
  });

  it('reads the pages up to the first missing or broken entry: the split reads the others again', async () => {
    await beginSplitJob('u5', original());
    const reads = Array.from({ length: 300 }, (_, i) => pageRead(i + 1));
    const job: StoredSplitJob = { fileName: 'Paie novembre 2025.pdf', lastModified: 1, pageCount: 300, reads, companyId: 'c1', manual: [], removed: [], chosenPeriod: null };
    await saveSplitJob('u5', job);
    await set('u5:pages:1', [{ pageNumber: 101, evidence: 'broken' }], stores());
    expect((await loadSplitJob('u5'))?.job).toEqual({ ...job, reads: reads.slice(0, 100) });
    await set('u5:pages:0', reads.slice(1, 100), stores());
    expect((await loadSplitJob('u5'))?.job.reads).toEqual([]);
  });
});
