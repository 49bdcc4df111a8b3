import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/upload-screen-support';
import { DocumentPreview } from './document-preview';

// Each refetch of a workflow signs its files' links anew; an open viewer must not reload for that.

const viewer = () => screen.getByLabelText('Preview of a.pdf').getAttribute('data');

describe('the PDF preview', () => {
  it('keeps the link it opened with across refetches, and takes the fresh one when reopened', () => {
    const view = renderWithProviders(<DocumentPreview url="/files/a?exp=1&sig=x" filename="a.pdf" initiallyOpen />);
    expect(viewer()).toBe('/files/a?exp=1&sig=x&inline=1');
    view.rerender(<DocumentPreview url="/files/a?exp=2&sig=y" filename="a.pdf" initiallyOpen />);
    expect(viewer()).toBe('/files/a?exp=1&sig=x&inline=1');
    // The download links (beside the viewer and as its fallback) are always the freshest.
    for (const link of screen.getAllByRole('link', { name: 'Download a.pdf' })) expect(link.getAttribute('href')).toBe('/files/a?exp=2&sig=y');
    fireEvent.click(screen.getByRole('button', { name: 'Hide preview of a.pdf' }));
    expect(screen.queryByLabelText('Preview of a.pdf')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show preview of a.pdf' }));
    expect(viewer()).toBe('/files/a?exp=2&sig=y&inline=1');
  });
});
