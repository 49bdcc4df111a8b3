import '@/testing/upload-queue-support';
import { pdfFile, uploadRecord } from '@/testing/upload-queue-support';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUploadQueue } from '@/lib/upload-queue';
import { createUploadStore } from '@/lib/upload-queue/upload-store';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage-keys';
import { freshOwner, renderWithProviders, signedIn, stubGraphql } from '@/testing/upload-screen-support';
import { SalaryDocumentsList } from './salary-documents-list';
import { UploadQueueProvider } from './upload-queue-context';

// The queue and the outbox send with the signed-in user's token.
beforeEach(signedIn);

// The signed-in layout loads the queue only when it has work (bench:size); these are the cases where
// it must, seen from outside: what reaches the API while a page that never uses the queue is open.


// Not vi.unstubAllGlobals(): upload-queue-support's structuredClone stays (fetch is stubbed per test).
afterEach(cleanup);

/** Every file name and staged-count report the API received. */
function api() {
  const received = { files: [] as string[], counts: [] as number[] };
  const slips: { id: string; uploadKey?: string; date: string; type: string; attachment: { filename: string; filesize: number; url: string } }[] = [];
  stubGraphql((body, form) => {
    if (form) {
      const file = form.get('0') as File;
      // Each tab's sender may send (happy-dom has no Web Locks); the API keeps one per uploadKey.
      const { uploadKey } = (body.variables?.['data'] ?? {}) as { uploadKey?: string };
      const known = slips.findIndex((slip) => slip.uploadKey === uploadKey);
      if (known >= 0) return { createHrSalary: { id: slips[known]!.id } };
      received.files.push(file.name);
      slips.push({ id: `s${slips.length + 1}`, uploadKey, date: '2025-11-01', type: 'slip', attachment: { filename: file.name, filesize: file.size, url: '/files/x' } });
      return { createHrSalary: { id: `s${slips.length}` } };
    }
    if (body.query.includes('ReportStagedUploads')) received.counts.push(body.variables?.['count'] as number);
    // The employee's list and the duplicate check both read hrSalaries.
    return { reportStagedUploads: true, hrSalaries: body.query.includes('EmployeeSalaries') ? slips : [] };
  });
  return received;
}

const slip = { type: 'slip', date: '2025-11-01', employee: 'e13' } as const;

/** What a page left in IndexedDB when it went away: a slip queued and not sent yet. */
async function leftQueued(owner: string, fileName: string) {
  const store = createUploadStore({ owner });
  await store.putMany([uploadRecord(owner, fileName, { state: 'queued' })]);
  store.close();
}

const dashboard = (owner: string) =>
  renderWithProviders(
    <UploadQueueProvider owner={owner}>
      <p>Dashboard</p>
    </UploadQueueProvider>,
  );

describe('the upload queue of a signed-in page that does not show it', () => {
  it('sends the files queued before the page was loaded', async () => {
    const received = api();
    const owner = freshOwner();
    await leftQueued(owner, 'Sal_1001_13_102025.pdf');
    dashboard(owner);
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    await vi.waitFor(() => expect(received.files).toEqual(['Sal_1001_13_102025.pdf']), { timeout: 5000 });
  });

  it('shows a file another tab sent while this page was open, without a reload', async () => {
    const received = api();
    const owner = freshOwner();
    renderWithProviders(
      <UploadQueueProvider owner={owner}>
        <SalaryDocumentsList employeeId="e13" showReceipts={false} />
      </UploadQueueProvider>,
    );
    expect(await screen.findByText('No salaries found', {}, { timeout: 3000 })).toBeTruthy();
    const otherTab = createUploadQueue({ owner, endpoint: '/api/graphql', getToken: () => 'token' });
    const { staged } = await otherTab.stage('salary', 'b1', [pdfFile('Sal_1001_13_112025.pdf')], () => ({ data: slip, lockedFields: [] }));
    await otherTab.queue(staged.map((record) => record.fileId));
    otherTab.start();
    const list = screen.getByRole('region', { name: 'Salary documents' });
    expect(await within(list).findByRole('link', { name: 'Download Sal_1001_13_112025.pdf' }, { timeout: 5000 })).toBeTruthy();
    expect(received.files).toEqual(['Sal_1001_13_112025.pdf']);
    await otherTab.close();
  });

  it('tells support the device holds nothing any more when it last said otherwise', async () => {
    const received = api();
    const owner = freshOwner();
    writeJson(STORAGE_KEYS.device, { id: 'device-0001', reported: { [owner]: 3 } });
    dashboard(owner);
    await vi.waitFor(() => expect(received.counts).toEqual([0]), { timeout: 5000 });
    expect(readJson(STORAGE_KEYS.device)).toEqual({ id: 'device-0001', reported: { [owner]: 0 } });
  });
});
