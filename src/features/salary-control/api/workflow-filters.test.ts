import { describe, expect, it } from 'vitest';
import { pageCount, parseWorkflowFilters, workflowsWhere } from './workflow-filters';

describe('parseWorkflowFilters', () => {
  it('keeps well-formed values from the address', () => {
    expect(parseWorkflowFilters({ company: 'c-1', month: '2025-11', status: 'changes_requested' })).toEqual({ company: 'c-1', month: '2025-11', status: 'changes_requested' });
  });
  it('drops malformed ones', () => {
    expect(parseWorkflowFilters({ company: 'a b', month: '2025-13', status: 'done' })).toEqual({ company: undefined, month: undefined, status: undefined });
  });
});

describe('workflowsWhere', () => {
  it('filters by company, by the first day of the month, and by status', () => {
    expect(workflowsWhere({ company: 'c-1', month: '2025-11', status: 'open' })).toEqual({
      company: { id: { equals: 'c-1' } },
      date: { equals: '2025-11-01' },
      status: { equals: 'open' },
    });
    expect(workflowsWhere({})).toEqual({});
  });
});

describe('pageCount', () => {
  it('has at least one page, and a page for the 16th of 15 a page', () => {
    expect(pageCount(0, 15)).toBe(1);
    expect(pageCount(15, 15)).toBe(1);
    expect(pageCount(40, 15)).toBe(3);
  });
});
