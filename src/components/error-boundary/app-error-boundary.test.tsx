import { cleanup, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './app-error-boundary';
import { clearChunkReloadFlag } from './chunk-load-error';
import { TestI18n } from '@/testing/test-i18n';

// No vitest globals here, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

function Broken(): never {
  throw new Error('render failed');
}

describe('AppErrorBoundary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearChunkReloadFlag();
  });

  it('shows a friendly message with a reload button instead of a blank page, and reports the error', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <TestI18n>
        <AppErrorBoundary>
          <Broken />
        </AppErrorBoundary>
      </TestI18n>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    // Without a DSN, development builds log the report with where it happened.
    await vi.waitFor(() => expect(consoleError.mock.calls.some(([first]) => first === '[AppErrorBoundary]')).toBe(true));
  });

  it('renders its children when nothing fails', () => {
    render(
      <TestI18n>
        <AppErrorBoundary>
          <p>content</p>
        </AppErrorBoundary>
      </TestI18n>,
    );
    expect(screen.getByText('content')).toBeTruthy();
  });

  it('shows the error when a lazily loaded part still fails after the one reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.sessionStorage.setItem('portal:chunk-load-reloaded', String(Date.now()));
    const Part = lazy<() => null>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/part.js')));
    render(
      <TestI18n>
        <AppErrorBoundary>
          <Part />
        </AppErrorBoundary>
      </TestI18n>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  });
});
