import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearChunkReloadFlag, isChunkLoadError, reloadOnceAfterChunkError } from './chunk-load-error';

describe('isChunkLoadError', () => {
  it('recognises failed dynamic imports as browsers word them', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/index.css'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('reloadOnceAfterChunkError', () => {
  afterEach(() => {
    clearChunkReloadFlag();
    vi.useRealTimers();
  });

  it('reloads once, then refuses so a broken deploy cannot loop', () => {
    const reload = vi.fn();
    expect(reloadOnceAfterChunkError(reload)).toBe(true);
    expect(reloadOnceAfterChunkError(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again after a successful load cleared the flag', () => {
    const reload = vi.fn();
    reloadOnceAfterChunkError(reload);
    clearChunkReloadFlag();
    expect(reloadOnceAfterChunkError(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads again for a failure long after the last reload (a later deployment)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
    const reload = vi.fn();
    reloadOnceAfterChunkError(reload);
    vi.setSystemTime(new Date('2026-03-02T09:00:30Z'));
    expect(reloadOnceAfterChunkError(reload)).toBe(false);
    vi.setSystemTime(new Date('2026-03-02T09:05:00Z'));
    expect(reloadOnceAfterChunkError(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
