import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { salaryDuplicateKey, workflowDuplicateKey } from '@/domain/staging';
import { salaryDuplicatesQueryOptions } from './salary-duplicates-query';
import { workflowDuplicatesQueryOptions } from './workflow-duplicates-query';

// The query cache is persisted to local storage as JSON and read back after a reload; a Set came
// back as {} and broke the upload screen ("has is not a function").

afterEach(() => vi.unstubAllGlobals());

function answer(data: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } })));
}

describe('duplicate checks', () => {
  it('return the existing salary keys in a form that survives the persisted cache', async () => {
    answer({ hrSalaries: [{ id: 's1', date: '2025-11-01', type: 'slip', employee: { id: 'e1' } }] });
    const keys = await new QueryClient().fetchQuery(salaryDuplicatesQueryOptions([{ employee: 'e1', type: 'slip', date: '2025-11-01' }]));
    const expected = [salaryDuplicateKey({ employee: 'e1', type: 'slip', date: '2025-11-01' })];
    expect(JSON.parse(JSON.stringify(keys))).toEqual(expected);
  });

  it('return the existing workflow keys in a form that survives the persisted cache', async () => {
    answer({ hrSalaryWorkflows: [{ id: 'w1', date: '2025-11-01', company: { id: 'c1' } }] });
    const keys = await new QueryClient().fetchQuery(workflowDuplicatesQueryOptions([{ company: 'c1', date: '2025-11-01' }]));
    expect(JSON.parse(JSON.stringify(keys))).toEqual([workflowDuplicateKey({ company: 'c1', date: '2025-11-01' })]);
  });
});
