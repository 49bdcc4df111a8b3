import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atelier, employee, user } from '@/app/testing/fixtures';
import { renderApp } from '@/app/testing/render-app';
import { workflowsQueryOptions, type WorkflowSummary } from './api/workflows-query';

// The list on the real router as a reviewer of 1001 sees it. Pages are put in the query cache, so
// whatever the screen shows without a request comes from there; a request means the API failed.

const reviewer = user([], [employee('r1', atelier, ['canAccessSalaryWorkflow'])]);

const workflow = (n: number): WorkflowSummary => ({
  id: `w${n}`,
  date: `2025-${String((n % 12) + 1).padStart(2, '0')}-01`,
  status: 'open',
  createdAt: '2026-01-02T08:00:00Z',
  createdByName: 'Sarah Reuter',
  releasedAt: null,
  reopenedAt: null,
  documentsCount: 1,
  company: { id: atelier.id, code: atelier.code, name: atelier.name },
});

/** `total` workflows, pages of 15; only the pages listed are in the cache. */
const pagesOf = (total: number, pages: number[]) => (queryClient: QueryClient) => {
  for (const page of pages) {
    const rows = Array.from({ length: Math.max(0, Math.min(15, total - (page - 1) * 15)) }, (_, i) => workflow((page - 1) * 15 + i + 1));
    queryClient.setQueryData(workflowsQueryOptions({}, page).queryKey, { workflows: rows, total });
  }
};

const rows = () => within(screen.getByRole('list', { name: 'Salary controls' })).getAllByRole('listitem');

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the salary-control list', { timeout: 20_000 }, () => {
  it('says so when there is nothing to show, with neither "Load more" nor page numbers', async () => {
    await renderApp('/salary-control', { me: reviewer, seed: pagesOf(0, [1]) });
    expect(await screen.findByText('No salary control documents found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Page 1' })).toBeNull();
  });

  it('shows the spec\'s message when the list cannot be loaded, and a way to try again', async () => {
    await renderApp('/salary-control', { me: reviewer });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error while loading salary control document(s)');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('No salary control documents found')).toBeNull();
  });

  it('appends the next 15 on "Load more", keeps the pages in the address and focuses the first new row', async () => {
    const app = await renderApp('/salary-control', { me: reviewer, seed: pagesOf(20, [1, 2]) });
    await waitFor(() => expect(rows()).toHaveLength(15));
    expect(screen.getByText('Page 1 of 2 · 20 salary controls')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(app.router.state.location.search).toEqual({ from: 1, page: 2 });
    expect(screen.getByText('Pages 1–2 of 2 · 20 salary controls')).toBeTruthy();
    expect(document.activeElement).toBe(within(rows()[15]!).getByRole('link'));
    // The last page is shown: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('opens a "Load more" address with the same rows, and a page number with that page alone', async () => {
    const app = await renderApp('/salary-control?from=1&page=2', { me: reviewer, seed: pagesOf(20, [1, 2]) });
    await waitFor(() => expect(rows()).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(app.router.state.location.search).toEqual({ page: 2 });
    expect(screen.getByText('Page 2 of 2 · 20 salary controls')).toBeTruthy();
  });
});
