import '@/lib/upload-queue/test-support';
import { pdfFile } from '@/lib/upload-queue/test-support';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestI18n } from '@/components/error-boundary/test-providers';
import { SalaryBatchUpload } from './salary-batch-upload';

afterEach(cleanup);

const directory = {
  companies: [{ id: 'c1001', code: '1001', name: 'Atelier Moselle' }],
  companyEmployees: [
    { id: 'e12', code: '12', name: 'Employee Twelve', company: { id: 'c1001', code: '1001' } },
    { id: 'e13', code: '13', name: 'Employee Thirteen', company: { id: 'c1001', code: '1001' } },
  ],
};
/** What the server already holds: a November 2025 slip of employee 12. */
const existing = [{ id: 's1', date: '2025-11-01', type: 'slip', employee: { id: 'e12' } }];

function graphqlServer() {
  return vi.fn(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { query: string };
    const data = body.query.includes('UploadDirectory') ? directory : { hrSalaries: existing };
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  });
}

let owner = 0;
function renderUpload() {
  owner += 1;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestI18n>
      <QueryClientProvider client={client}>
        <MantineProvider>{children}</MantineProvider>
      </QueryClientProvider>
    </TestI18n>
  );
  return render(<SalaryBatchUpload owner={`user-${owner}-${Date.now()}`} />, { wrapper });
}

async function drop(files: File[]) {
  const input = await screen.findByLabelText('Drop salary PDFs here or click to choose files');
  await waitFor(() => expect((input as HTMLInputElement).disabled).toBe(false));
  fireEvent.change(input, { target: { files } });
}

describe('salary batch upload', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', graphqlServer());
  });

  it('lists matched files read-only and unmatched files with editable fields, and names what blocks the batch', async () => {
    renderUpload();
    await drop([pdfFile('Sal_1001_13_102025.pdf'), pdfFile('scan-0042.pdf')]);
    const table = await screen.findByRole('table', { name: 'Staged salary files' }, { timeout: 3000 });
    const matchedRow = within(table).getByText('Sal_1001_13_102025.pdf').closest('tr')!;
    expect(within(matchedRow).getByText('Matched')).toBeTruthy();
    expect(within(matchedRow).getByText('Employee Thirteen (1001/13)')).toBeTruthy();
    expect(within(matchedRow).queryByLabelText('Employee of Sal_1001_13_102025.pdf')).toBeNull();
    expect(screen.getAllByLabelText('Employee of scan-0042.pdf').some((el) => el.tagName === 'INPUT')).toBe(true);
    const blocker = screen.getByRole('alert', { name: /Fill in the empty fields/ });
    expect(within(blocker).getByText('scan-0042.pdf')).toBeTruthy();
    expect(sendButton(2).disabled).toBe(true);
  });

  it('asks to confirm or remove a file the server already holds, and refuses the same file twice', async () => {
    renderUpload();
    await drop([pdfFile('Sal_1001_12_112025.pdf')]);
    const alert = await screen.findByRole('alert', { name: 'Duplicates found. Please confirm or remove individual files to continue.' }, { timeout: 3000 });
    expect(within(alert).getByText('Sal_1001_12_112025.pdf')).toBeTruthy();
    expect(sendButton(1).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm duplicate Sal_1001_12_112025.pdf' }));
    await waitFor(() => expect(sendButton(1).disabled).toBe(false), { timeout: 3000 });
    await drop([pdfFile('Sal_1001_12_112025.pdf')]);
    const refused = await screen.findByRole('alert', { name: 'Already staged' });
    expect(within(refused).getByText('Sal_1001_12_112025.pdf')).toBeTruthy();
  });

  it('refuses a file that is not a PDF, naming it', async () => {
    renderUpload();
    await drop([new File(['hello'], 'Sal_1001_12_112025.pdf', { type: 'application/pdf' })]);
    const refused = await screen.findByRole('alert', { name: 'Not a PDF file' });
    expect(within(refused).getByText('Sal_1001_12_112025.pdf')).toBeTruthy();
  });
});

function sendButton(count: number): HTMLButtonElement {
  return screen.getByRole('button', { name: `Send ${count} files` }) as HTMLButtonElement;
}
