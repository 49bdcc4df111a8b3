import '@/testing/upload-queue-support';
import { pdfFile } from '@/testing/upload-queue-support';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BatchUpload } from './batch-upload';
import { salaryKind } from './salary-kind';
import { SalaryDocumentsList } from './salary-documents-list';
import { UploadQueueProvider } from './upload-queue-context';
import { freshOwner, renderWithProviders, signedIn, stubGraphql } from '@/testing/upload-screen-support';

// The queue and the outbox send with the signed-in user's token.
beforeEach(signedIn);


afterEach(cleanup);

type Slip = { id: string; date: string; type: string; attachment: { filename: string; filesize: number; url: string } };

describe('a salary document sent by payroll', () => {
  it('shows up in the employee’s salary documents without a reload', async () => {
    const slips: Slip[] = [];
    stubGraphql((body, form) => {
      if (form) {
        const file = form.get('0') as File;
        slips.push({ id: `s${slips.length + 1}`, date: '2025-10-01', type: 'slip', attachment: { filename: file.name, filesize: file.size, url: '/files/x' } });
        return { createHrSalary: { id: `s${slips.length}` } };
      }
      // The employee's list and the duplicate check both read hrSalaries; nothing is a duplicate here.
      return { hrSalaries: body.query.includes('EmployeeSalaries') ? slips : [] };
    });
    const owner = freshOwner();
    renderWithProviders(
      <UploadQueueProvider owner={owner}>
        <BatchUpload kind={salaryKind} owner={owner} />
        <SalaryDocumentsList employeeId="e13" showReceipts={false} />
      </UploadQueueProvider>,
    );
    expect(await screen.findByText('No salaries found', {}, { timeout: 3000 })).toBeTruthy();
    const input = await screen.findByLabelText('Drop salary PDFs here or click to choose files');
    fireEvent.change(input, { target: { files: [pdfFile('Sal_1001_13_102025.pdf')] } });
    const send = await screen.findByRole('button', { name: 'Send 1 file' }, { timeout: 3000 });
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false), { timeout: 3000 });
    fireEvent.click(send);
    const list = screen.getByRole('region', { name: 'Salary documents' });
    expect(await within(list).findByRole('link', { name: 'Download Sal_1001_13_102025.pdf' }, { timeout: 5000 })).toBeTruthy();
  });
});
