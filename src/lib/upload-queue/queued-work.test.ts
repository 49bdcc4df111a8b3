import { freshDbName, uploadRecord } from '@/testing/upload-queue-support';
import { describe, expect, it } from 'vitest';
import { localEditJournal } from './pending-edits';
import { hasQueuedWork, watchQueuedWork } from './queued-work';
import { createUploadStore } from './upload-store';
import type { UploadRecord } from './types';

const record = (owner: string, fileName: string, state: UploadRecord['state']) =>
  uploadRecord(owner, fileName, { state, ...(state === 'sent' ? { blob: null, serverId: 's1' } : {}) });

describe('whether the upload queue has work for a user (loaded only then)', () => {
  it('has none for a user who never staged a file, or whose files are all on the server', async () => {
    const dbName = freshDbName();
    expect(await hasQueuedWork('nobody', dbName)).toBe(false);
    const store = createUploadStore({ owner: 'payroll', dbName });
    await store.putMany([record('payroll', 'a.pdf', 'sent'), record('payroll', 'b.pdf', 'sent')]);
    expect(await hasQueuedWork('payroll', dbName)).toBe(false);
    store.close();
  });

  it('has some while one file is not on the server yet, and never for another user’s file', async () => {
    const dbName = freshDbName();
    const store = createUploadStore({ owner: 'payroll', dbName });
    await store.putMany([record('payroll', 'a.pdf', 'sent'), record('payroll', 'b.pdf', 'failed')]);
    expect(await hasQueuedWork('payroll', dbName)).toBe(true);
    expect(await hasQueuedWork('employee', dbName)).toBe(false);
    store.close();
  });

  it('has some while an edit is not saved yet', async () => {
    const owner = `edits-${freshDbName()}`;
    localEditJournal(owner).keep({ id: 'e1', fileIds: ['f1'], kind: 'hrDocument', patch: { expirationDate: '2031-05-31' } });
    expect(await hasQueuedWork(owner, freshDbName())).toBe(true);
    localEditJournal(owner).clear();
  });

  it('hears of a change another tab makes to the user’s files, and of no other user’s', async () => {
    const dbName = freshDbName();
    const heard: string[] = [];
    const stopPayroll = watchQueuedWork('payroll', () => heard.push('payroll'), dbName);
    const stopEmployee = watchQueuedWork('employee', () => heard.push('employee'), dbName);
    const otherTab = createUploadStore({ owner: 'payroll', dbName });
    await otherTab.putMany([record('payroll', 'a.pdf', 'staged')]);
    await expect.poll(() => heard).toEqual(['payroll']);
    stopPayroll();
    stopEmployee();
    otherTab.close();
  });
});
