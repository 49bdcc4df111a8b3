import '@/testing/upload-queue-support';
import { pdfFile } from '@/testing/upload-queue-support';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, expect, it } from 'vitest';
import type { UploadRecordOf } from '@/lib/upload-queue';
import type { UploadDirectory } from './api/upload-directory-query';
import { BatchUpload } from './batch-upload';
import type { BatchKind } from './batch-kind';
import { salaryKind } from './salary-kind';
import { freshOwner, renderWithProviders, stubGraphql } from '@/testing/upload-screen-support';

// Issue #45: the duplicate query's notifications (asking, answered) render the batch screen at once,
// outside any transition; 400 slips of a split payroll arriving made renders of 100–150 ms of CPU at
// 4× slowdown. The parts with nothing new to show are not rendered again by them.

afterEach(cleanup);

const SALARY_DROP = 'Drop salary PDFs here or click to choose files';

it('renders the completeness check once per change of the staged records and the intake once, however often the duplicate check answers', async () => {
  let answerDuplicates: () => void = () => {};
  let duplicateQuestions = 0;
  stubGraphql(() => ({ hrSalaries: [] }));
  const fetchStub = globalThis.fetch;
  // The duplicate check answers only when the test says so: its "asking" and "answered" states are two renders apart.
  globalThis.fetch = async (url, init) => {
    if (String(init?.body).includes('SalaryDuplicates')) {
      duplicateQuestions += 1;
      await new Promise<void>((resolve) => (answerDuplicates = resolve));
    }
    return fetchStub(url, init);
  };
  const checkRecords: (readonly UploadRecordOf<'salary'>[])[] = [];
  let intakeRenders = 0;
  const kind: BatchKind<'salary'> = {
    ...salaryKind,
    batchCheck: function Check({ records }: { records: readonly UploadRecordOf<'salary'>[] }) {
      // Counted when React commits a render, not when it calls this function: the queue's changes
      // render in a transition, and React may start such a render and throw it away for a newer
      // one (a full run on a busy machine once counted a call with records it had already shown).
      useLayoutEffect(() => {
        checkRecords.push(records);
      });
      return <p>{`${records.length} staged`}</p>;
    },
  };
  function Intake({ directory }: { directory: UploadDirectory }) {
    useLayoutEffect(() => {
      intakeRenders += 1;
    });
    return <p>{`${directory.employees.length} employees`}</p>;
  }
  renderWithProviders(<BatchUpload kind={kind} owner={freshOwner()} intake={Intake} />);
  const input = await screen.findByLabelText(SALARY_DROP, {}, { timeout: 3000 });
  await waitFor(() => expect((input as HTMLInputElement).disabled).toBe(false));
  fireEvent.change(input, { target: { files: [pdfFile('Sal_1001_12_112025.pdf'), pdfFile('Sal_1001_13_112025.pdf')] } });
  await screen.findByText('2 staged', {}, { timeout: 3000 });
  // Asking: the Send button waits for the answer.
  await screen.findByRole('status', { name: 'Checking for duplicates' }, { timeout: 3000 });
  answerDuplicates();
  await waitFor(() => expect((screen.getByRole('button', { name: 'Send 2 files' }) as HTMLButtonElement).disabled).toBe(false), { timeout: 3000 });
  expect(duplicateQuestions).toBeGreaterThan(0);
  // Each render of the check had new records to show; the intake had nothing new after its first.
  expect(checkRecords.length).toBe(new Set(checkRecords).size);
  expect(intakeRenders).toBe(1);
  globalThis.fetch = fetchStub;
});
