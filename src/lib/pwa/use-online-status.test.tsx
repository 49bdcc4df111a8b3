import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnlineStatus } from './use-online-status';

// No vitest globals here, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

describe('useOnlineStatus', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows the browser going offline and back online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { result } = renderHook(() => useOnlineStatus());
    expect(result.current).toBe(true);

    act(() => goOffline(true));
    expect(result.current).toBe(false);

    act(() => goOffline(false));
    expect(result.current).toBe(true);
  });
});
