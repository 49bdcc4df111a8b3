import { describe, expect, it, vi } from 'vitest';
import { lazyOpen } from './lazy-open';

/** A chunk import the test settles by hand; a network failure is simulated by rejecting it. */
function chunkImports() {
  const calls: { resolve: (chunk: { name: string }) => void; reject: (error: Error) => void }[] = [];
  const importChunk = () => new Promise<{ name: string }>((resolve, reject) => calls.push({ resolve, reject }));
  return { calls, importChunk };
}

describe('something opened from a lazily loaded chunk', () => {
  it('is opened once, however often it is asked for, and closed on dispose', async () => {
    const { calls, importChunk } = chunkImports();
    const open = vi.fn((chunk: { name: string }) => ({ opened: chunk.name }));
    const close = vi.fn();
    const lazy = lazyOpen({ importChunk, open, close });
    const first = lazy.load();
    expect(lazy.load()).toBe(first);
    calls[0]!.resolve({ name: 'queue' });
    expect(await first).toEqual({ opened: 'queue' });
    expect(await lazy.load()).toEqual({ opened: 'queue' });
    expect(calls).toHaveLength(1);
    expect(open).toHaveBeenCalledTimes(1);
    lazy.dispose();
    expect(close).toHaveBeenCalledWith({ opened: 'queue' });
  });

  it('is never opened when the page is gone before its chunk arrives', async () => {
    const { calls, importChunk } = chunkImports();
    const open = vi.fn();
    const lazy = lazyOpen({ importChunk, open, close: () => undefined });
    const loading = lazy.load();
    lazy.dispose();
    calls[0]!.resolve({ name: 'queue' });
    await expect(loading).rejects.toThrow(/Closed/);
    await expect(lazy.load()).rejects.toThrow(/Closed/);
    expect(open).not.toHaveBeenCalled();
  });

  it('tries again when the browser is back online after the chunk could not be fetched', async () => {
    const { calls, importChunk } = chunkImports();
    const open = vi.fn((chunk: { name: string }) => chunk.name);
    const lazy = lazyOpen({ importChunk, open, close: () => undefined });
    const failed = lazy.load();
    calls[0]!.reject(new Error('Failed to fetch dynamically imported module'));
    await expect(failed).rejects.toThrow(/Failed to fetch/);
    window.dispatchEvent(new Event('online'));
    expect(calls).toHaveLength(2);
    calls[1]!.resolve({ name: 'queue' });
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith({ name: 'queue' }));
    // The next caller gets what was opened, not the failure.
    expect(await lazy.load()).toBe('queue');
    lazy.dispose();
  });
});
