import { describe, expect, it } from 'vitest';
import type { UploadDirectory } from '@/features/uploads/api/upload-directory-query';
import { slipFileName } from './split-staging';

const directory: UploadDirectory = {
  companies: [{ id: 'c1', code: '1001', name: 'Atelier Moselle' }],
  employees: [
    { id: 'e12', code: '12', name: 'Marie Weber', isHiddenInHr: false, company: { id: 'c1', code: '1001' } },
    { id: 'new', code: null, name: 'Laura Zenner', isHiddenInHr: false, company: { id: 'c1', code: '1001' } },
  ],
};

describe('the name of a slip cut from a payroll', () => {
  it('follows the salary file-name rule, so it reads like a slip named by hand', () => {
    expect(slipFileName(directory, { employeeId: 'e12', pages: [3, 4] }, '2025-11-01', 'Paie novembre.pdf')).toBe('Sal_1001_12_112025.pdf');
  });

  it('names an employee without a code by the original file and first page', () => {
    expect(slipFileName(directory, { employeeId: 'new', pages: [7] }, '2025-11-01', 'Paie novembre.pdf')).toBe('Paie novembre_p7_112025.pdf');
  });
});
