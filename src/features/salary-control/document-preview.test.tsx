import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/upload-screen-support';
import { DocumentPreview } from './document-preview';

// Each refetch of a workflow signs its files' links anew; an open viewer must not reload for that.
// The viewer fetches the signed link itself (pdf.js draws the bytes): fetch is replaced here by a
// stand-in that answers 403, the download route's answer to an expired link, since no server runs.

afterEach(() => vi.unstubAllGlobals());

describe('the PDF preview', () => {
  it('keeps the link it opened with across refetches, and takes the fresh one when reopened', async () => {
    const fetched = vi.fn(async () => new Response('expired', { status: 403 }));
    vi.stubGlobal('fetch', fetched);
    const view = renderWithProviders(<DocumentPreview url="/files/a?exp=1&sig=x" filename="a.pdf" initiallyOpen />);
    // The viewer is a chunk of its own, imported on first show: slow on a busy machine.
    expect(await screen.findByRole('group', { name: 'Preview of a.pdf' }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(fetched).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(fetched).toHaveBeenLastCalledWith('/files/a?exp=1&sig=x', expect.anything());
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveProperty('textContent', expect.stringContaining('The link to this document has expired'));

    view.rerender(<DocumentPreview url="/files/a?exp=2&sig=y" filename="a.pdf" initiallyOpen />);
    expect(fetched).toHaveBeenCalledTimes(1);
    // The download link beside the viewer is always the freshest.
    expect(screen.getByRole('link', { name: 'Download a.pdf' }).getAttribute('href')).toBe('/files/a?exp=2&sig=y');
    fireEvent.click(screen.getByRole('button', { name: 'Hide preview of a.pdf' }));
    expect(screen.queryByRole('group', { name: 'Preview of a.pdf' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show preview of a.pdf' }));
    await waitFor(() => expect(fetched).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    expect(fetched).toHaveBeenLastCalledWith('/files/a?exp=2&sig=y', expect.anything());
  });
});
