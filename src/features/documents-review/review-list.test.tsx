import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/upload-screen-support';
import type { ReviewDocument } from './review-inbox-query';
import { ReviewList } from './review-list';

afterEach(cleanup);

const waiting = (id: string): ReviewDocument => ({
  id,
  createdAt: '2026-11-26T10:00:00.000Z',
  needsReview: true,
  requestedRemoval: false,
  removalReason: null,
  expirationDate: null,
  attachment: { filename: `${id}.pdf`, url: `/files/${id}` },
  type: { id: 't1', name: 'Diploma', names: null },
  employee: { id: 'e12', name: 'Luc Thill', company: { id: 'c1001', name: 'Atelier Moselle' } },
});

function inbox(documents: ReviewDocument[], onToggle: (id: string, on: boolean) => void, onApprove: (document: ReviewDocument) => Promise<unknown> = async () => undefined) {
  return (
    <ReviewList
      documents={documents}
      total={documents.length}
      selected={new Set()}
      busy={new Set()}
      onToggle={onToggle}
      onApprove={onApprove}
      onDecline={() => undefined}
      onDelete={() => undefined}
      onNearEnd={() => undefined}
    />
  );
}

describe('the review inbox by keyboard', () => {
  // Seen in the hr-documents e2e journey: a document uploaded elsewhere arrived at the top between
  // the reviewer's move and their "x", and the neighbour of the focused row was selected instead.
  it('selects the focused document when a newer one arrives above it', async () => {
    const onToggle = vi.fn();
    const view = renderWithProviders(inbox([waiting('a'), waiting('b'), waiting('c')], onToggle));
    const rowB = await screen.findByRole('listitem', { name: 'b.pdf' });
    rowB.focus();
    fireEvent.focus(rowB);
    view.rerender(inbox([waiting('new'), waiting('a'), waiting('b'), waiting('c')], onToggle));
    fireEvent.keyDown(screen.getByRole('listitem', { name: 'b.pdf' }), { key: 'x' });
    expect(onToggle).toHaveBeenCalledWith('b', true);
    // …and j then moves from it to the row below it, not from its old place.
    fireEvent.keyDown(screen.getByRole('listitem', { name: 'b.pdf' }), { key: 'j' });
    fireEvent.keyDown(screen.getByRole('listitem', { name: 'b.pdf' }), { key: 'x' });
    expect(onToggle).toHaveBeenLastCalledWith('c', true);
  });

  it('moves the focus to the next document once the focused one is approved, wherever the list moved it', async () => {
    const onToggle = vi.fn();
    let approved: () => void = () => undefined;
    const onApprove = () => new Promise<void>((resolve) => (approved = resolve));
    const view = renderWithProviders(inbox([waiting('a'), waiting('b'), waiting('c')], onToggle, onApprove));
    const rowB = await screen.findByRole('listitem', { name: 'b.pdf' });
    rowB.focus();
    fireEvent.focus(rowB);
    fireEvent.keyDown(rowB, { key: 'a' });
    // The approval's answer comes after a refetch: b is gone and a newer document is on top.
    view.rerender(inbox([waiting('new'), waiting('a'), waiting('c')], onToggle, onApprove));
    await act(async () => approved());
    fireEvent.keyDown(screen.getByRole('listitem', { name: 'c.pdf' }), { key: 'x' });
    expect(onToggle).toHaveBeenLastCalledWith('c', true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('listitem', { name: 'c.pdf' })));
  });
});
