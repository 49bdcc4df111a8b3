import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceWorkerUpdates } from '@/lib/pwa';
import { TestUi } from '@/testing/test-i18n';
import { OfflineIndicator } from './offline-indicator';
import { UpdatePrompt } from './update-prompt';

// No vitest globals here, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

describe('OfflineIndicator', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says so in a status region while the network is gone', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineIndicator />, { wrapper: TestUi });
    expect(screen.getByRole('status').textContent).toBe('');

    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status').textContent).toBe('You are offline');

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('UpdatePrompt', () => {
  it('appears when a new version waits and activates it on Reload', () => {
    render(<UpdatePrompt />, { wrapper: TestUi });
    expect(screen.queryByText('A new version is available')).toBeNull();

    const activate = vi.fn();
    act(() => serviceWorkerUpdates.offerUpdate(activate));
    expect(screen.getByRole('status').textContent).toContain('A new version is available');

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(activate).toHaveBeenCalledTimes(1);
  });
});
