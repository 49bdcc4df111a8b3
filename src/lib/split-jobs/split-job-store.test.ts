import '@/testing/upload-queue-support';
import { set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { openIdbStores } from '../idb-store';
import { beginSplitJob, endSplitJob, loadSplitJob, saveSplitJob, type StoredSplitJob } from './split-job-store';

// The real module on fake-indexeddb (the browser's IndexedDB is outside Node; fake-indexeddb
// implements the same specification), with Blobs kept by reference as browsers do
// (upload-queue-support.ts).

const original = () => new File(['%PDF-1.4 payroll'], 'Paie novembre 2025.pdf', { type: 'application/pdf', lastModified: 1_700_000_000_000 });
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
    await set('u3:job', { schemaVersion: 1, fileName: 'x.pdf', pageCount: 'three' }, openIdbStores('fiduciary-portal-payroll-split', 'jobs').strict);
    expect(await loadSplitJob('u3')).toBeNull();
  });
});
