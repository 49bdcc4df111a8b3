import { describe, expect, it } from 'vitest';
import {
  findDuplicateGroups,
  missingFields,
  salaryDuplicateKey,
  stagedFileId,
  UPLOAD_KINDS,
  workflowDuplicateKey,
} from './staging';

describe('stagedFileId', () => {
  it('is the same for the same file and differs when name, size or time differ', () => {
    const file = { name: 'Sal_1001_12_112025.pdf', size: 1234, lastModified: 1_700_000_000_000 };
    expect(stagedFileId({ ...file })).toBe(stagedFileId(file));
    expect(stagedFileId({ ...file, name: 'other.pdf' })).not.toBe(stagedFileId(file));
    expect(stagedFileId({ ...file, size: 1235 })).not.toBe(stagedFileId(file));
    expect(stagedFileId({ ...file, lastModified: 1 })).not.toBe(stagedFileId(file));
  });
});

describe('missingFields', () => {
  it('lists the empty fields of a salary item', () => {
    expect(missingFields('salary', { type: 'slip', date: '2025-11-01', employee: null })).toEqual(['employee']);
    expect(missingFields('salary', { type: 'slip', date: '2025-11-01', employee: 'e1' })).toEqual([]);
  });

  it('exempts the salary-control feedback', () => {
    expect(missingFields('salaryControl', { company: 'c1', date: '2025-11-01', feedbackFg: '' })).toEqual([]);
    expect(missingFields('salaryControl', { company: null, date: ' ', feedbackFg: null })).toEqual(['company', 'date']);
  });

  it('needs company, date, type and tag for accounting', () => {
    expect(missingFields('accounting', { company: 'c1', date: '2025-11-01', type: 'receipt', tag: '  ' })).toEqual([
      'tag',
    ]);
    expect(missingFields('accounting', { company: null, date: null, type: null, tag: null })).toEqual([
      'company',
      'date',
      'type',
      'tag',
    ]);
  });

  it('needs an HR expiry date only when the type requires it', () => {
    const data = { type: 't1', employee: 'e1', expirationDate: null, replaces: null };
    expect(missingFields('hrDocument', data)).toEqual([]);
    expect(missingFields('hrDocument', data, { expirationDateType: 'optional' })).toEqual([]);
    expect(missingFields('hrDocument', data, { expirationDateType: 'required' })).toEqual(['expirationDate']);
    expect(missingFields('hrDocument', { ...data, type: null })).toEqual(['type']);
  });

  it('covers every upload kind', () => {
    expect(UPLOAD_KINDS).toEqual(['salary', 'salaryControl', 'salaryControlDocument', 'accounting', 'hrDocument']);
  });
});

describe('duplicates', () => {
  it('groups salary items with the same employee, type and date', () => {
    const items = [
      { id: 'a', employee: 'e1', type: 'slip', date: '2025-11-01' },
      { id: 'b', employee: 'e1', type: 'slip', date: '2025-10-01' },
      { id: 'c', employee: 'e1', type: 'slip', date: '2025-11-01' },
      { id: 'd', employee: 'e1', type: 'work', date: '2025-11-01' },
      { id: 'e', employee: null, type: 'slip', date: '2025-11-01' },
      { id: 'f', employee: null, type: 'slip', date: '2025-11-01' },
    ];
    expect(findDuplicateGroups(items, salaryDuplicateKey).map((g) => g.map((i) => i.id))).toEqual([['a', 'c']]);
  });

  it('groups workflows with the same company and date', () => {
    const items = [
      { company: 'c1', date: '2025-11-01' },
      { company: 'c2', date: '2025-11-01' },
      { company: 'c1', date: '2025-11-01' },
      { company: 'c1', date: '2025-11-01' },
    ];
    expect(findDuplicateGroups(items, workflowDuplicateKey)).toEqual([[items[0], items[2], items[3]]]);
  });

  it('does not confuse values that contain separators', () => {
    expect(salaryDuplicateKey({ employee: 'a|b', type: 'c', date: 'd' })).not.toBe(
      salaryDuplicateKey({ employee: 'a', type: 'b|c', date: 'd' }),
    );
  });
});
