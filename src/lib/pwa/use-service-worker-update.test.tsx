import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUpdateStore } from './update-store';
import { useServiceWorkerUpdate } from './use-service-worker-update';

// No vitest globals here, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

describe('useServiceWorkerUpdate', () => {
  it('reports no update until a new worker waits', () => {
    const store = createUpdateStore();
    const { result } = renderHook(() => useServiceWorkerUpdate(store));
    expect(result.current.updateAvailable).toBe(false);
  });

  it('shows the waiting update and activates it on reload()', () => {
    const store = createUpdateStore();
    const activate = vi.fn();
    const { result } = renderHook(() => useServiceWorkerUpdate(store));

    act(() => store.offerUpdate(activate));
    expect(result.current.updateAvailable).toBe(true);
    expect(activate).not.toHaveBeenCalled();

    result.current.reload();
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('does nothing on reload() when no update waits', () => {
    const store = createUpdateStore();
    const { result } = renderHook(() => useServiceWorkerUpdate(store));
    expect(() => result.current.reload()).not.toThrow();
  });
});
