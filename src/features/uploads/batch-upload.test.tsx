import '@/testing/upload-queue-support';
import { pdfFile } from '@/testing/upload-queue-support';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BatchUpload } from './batch-upload';
import { salaryControlKind } from './salary-control-kind';
import { salaryKind } from './salary-kind';
import { freshOwner, renderWithProviders, stubGraphql } from '@/testing/upload-screen-support';

afterEach(cleanup);

const SALARY_DROP = 'Drop salary PDFs here or click to choose files';
/** What the server already holds: a November 2025 slip of employee 12, and a November workflow of company 1001. */
const existingSlips = [{ id: 's1', date: '2025-11-01', type: 'slip', employee: { id: 'e12' } }];
const existingWorkflows = [{ id: 'w1', date: '2025-11-01', company: { id: 'c1001' } }];
const server = (options: { directoryDelayMs?: number } = {}) =>
  stubGraphql((body) => (body.query.includes('hrSalaryWorkflows') ? { hrSalaryWorkflows: existingWorkflows } : { hrSalaries: existingSlips }), options);

async function drop(label: string, files: File[]) {
  const input = await screen.findByLabelText(label, {}, { timeout: 3000 });
  await waitFor(() => expect((input as HTMLInputElement).disabled).toBe(false));
  fireEvent.change(input, { target: { files } });
}

function sendButton(count: number): HTMLButtonElement {
  return screen.getByRole('button', { name: count === 1 ? 'Send 1 file' : `Send ${count} files` }) as HTMLButtonElement;
}

describe('salary batch upload', () => {
  it('lists matched files read-only and unmatched files with editable fields, and names what blocks the batch', async () => {
    server();
    renderWithProviders(<BatchUpload kind={salaryKind} owner={freshOwner()} />);
    await drop(SALARY_DROP, [pdfFile('Sal_1001_13_102025.pdf'), pdfFile('scan-0042.pdf')]);
    const table = await screen.findByRole('table', { name: 'Staged salary files' }, { timeout: 3000 });
    const matchedRow = within(table).getByText('Sal_1001_13_102025.pdf').closest('tr')!;
    expect(within(matchedRow).getByText('Matched')).toBeTruthy();
    expect(within(matchedRow).getByText('Employee Thirteen (1001/13)')).toBeTruthy();
    expect(within(matchedRow).queryByLabelText('Employee of Sal_1001_13_102025.pdf')).toBeNull();
    expect(screen.getAllByLabelText('Employee of scan-0042.pdf').some((el) => el.tagName === 'INPUT')).toBe(true);
    const blocker = screen.getByRole('alert', { name: /Fill in the empty fields/ });
    // Each blocked file is named with its empty fields (issue #12: "says which").
    expect(within(blocker).getByText('scan-0042.pdf: Employee')).toBeTruthy();
    expect(screen.getByText('2 files staged: 1 matched, 1 to complete by hand.')).toBeTruthy();
    expect(sendButton(2).disabled).toBe(true);
  });

  it('asks to confirm or remove a file the server already holds, and refuses the same file twice', async () => {
    server();
    renderWithProviders(<BatchUpload kind={salaryKind} owner={freshOwner()} />);
    await drop(SALARY_DROP, [pdfFile('Sal_1001_12_112025.pdf')]);
    const alert = await screen.findByRole('alert', { name: 'Duplicates found. Please confirm or remove individual files to continue.' }, { timeout: 3000 });
    expect(within(alert).getByText('Sal_1001_12_112025.pdf')).toBeTruthy();
    expect(sendButton(1).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm duplicate Sal_1001_12_112025.pdf' }));
    await waitFor(() => expect(sendButton(1).disabled).toBe(false), { timeout: 3000 });
    await drop(SALARY_DROP, [pdfFile('Sal_1001_12_112025.pdf')]);
    const refused = await screen.findByRole('alert', { name: 'Already staged' });
    expect(within(refused).getByText('Sal_1001_12_112025.pdf')).toBeTruthy();
  });

  it('refuses a file that is not a PDF, naming it', async () => {
    server();
    renderWithProviders(<BatchUpload kind={salaryKind} owner={freshOwner()} />);
    await drop(SALARY_DROP, [new File(['hello'], 'Sal_1001_12_112025.pdf', { type: 'application/pdf' })]);
    const refused = await screen.findByRole('alert', { name: 'Not a PDF file' });
    expect(within(refused).getByText('Sal_1001_12_112025.pdf')).toBeTruthy();
  });

  it('stages and matches files dropped the moment the drop area appears, even while the employee list is slow', async () => {
    // Regression: the drop area used to appear disabled while the employees loaded, and a drop then was silently lost.
    server({ directoryDelayMs: 300 });
    renderWithProviders(<BatchUpload kind={salaryKind} owner={freshOwner()} />);
    fireEvent.change(await screen.findByLabelText(SALARY_DROP, {}, { timeout: 3000 }), { target: { files: [pdfFile('Sal_1001_13_102025.pdf')] } });
    const table = await screen.findByRole('table', { name: 'Staged salary files' }, { timeout: 3000 });
    expect(within(within(table).getByText('Sal_1001_13_102025.pdf').closest('tr')!).getByText('Matched')).toBeTruthy();
  });
});

describe('salary-control batch upload', () => {
  it('matches by company and month, takes a comment, and refuses a workflow the server already has', async () => {
    server();
    renderWithProviders(<BatchUpload kind={salaryControlKind} owner={freshOwner()} />);
    await drop('Drop salary-control PDFs here or click to choose files', [pdfFile('1001_112025.pdf')]);
    const table = await screen.findByRole('table', { name: 'Staged salary-control files' }, { timeout: 3000 });
    expect(within(table).getByText('Matched')).toBeTruthy();
    expect(within(table).getByLabelText('Comment on 1001_112025.pdf')).toBeTruthy();
    const alert = await screen.findByRole('alert', { name: 'Please remove duplicate entries' }, { timeout: 3000 });
    expect(within(alert).getByText('1001_112025.pdf')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm duplicate 1001_112025.pdf' })).toBeNull();
    expect(sendButton(1).disabled).toBe(true);
  });

  it('keeps a comment typed into a file whose page went away before the field was left', async () => {
    server();
    const owner = freshOwner();
    renderWithProviders(<BatchUpload kind={salaryControlKind} owner={owner} />);
    await drop('Drop salary-control PDFs here or click to choose files', [pdfFile('1001_112025.pdf')]);
    fireEvent.change(await screen.findByLabelText('Comment on 1001_112025.pdf', {}, { timeout: 3000 }), { target: { value: 'Bonus paid in December' } });
    // A reload: the page is gone without the field having been left.
    cleanup();
    renderWithProviders(<BatchUpload kind={salaryControlKind} owner={owner} />);
    await waitFor(() => expect((screen.getByLabelText('Comment on 1001_112025.pdf') as HTMLInputElement).value).toBe('Bonus paid in December'), { timeout: 3000 });
  });
});
