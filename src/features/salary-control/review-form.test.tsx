import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/upload-screen-support';
import { ReviewForm } from './review-form';

// The reviewer's form on its own, against a stand-in for the API that records what it was sent.

type Sent = { query: string; variables: { id: string; data: Record<string, unknown> } };

function stubApi(answer: () => Promise<Response>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: unknown, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)) as Sent);
      return answer();
    }),
  );
  return sent;
}

const accepted = () => Promise.resolve(Response.json({ data: { updateHrSalaryWorkflowDocument: { id: 'd1', status: 'approved', version: 2 } } }));
const renderForm = () => renderWithProviders(<ReviewForm workflowId="w1" documentId="d1" version={1} name="journal.pdf" />);
const feedback = () => screen.getByRole('textbox', { name: /Feedback on journal\.pdf/ }) as HTMLTextAreaElement;

// Mantine's autosizing Textarea listens to document.fonts, which happy-dom does not provide.
beforeAll(() => {
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the review form', { timeout: 20_000 }, () => {
  it('approves the version it shows, without feedback', async () => {
    const sent = stubApi(accepted);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Approve journal.pdf' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.query).toContain('ReviewSalaryControlDocument');
    expect(sent[0]?.variables).toEqual({ id: 'd1', data: { status: 'approved', feedback: '', expectedVersion: 1 } });
  });

  it('refuses to reject without feedback, says so, and sends nothing', async () => {
    const sent = stubApi(accepted);
    renderForm();
    fireEvent.change(feedback(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject journal.pdf' }));
    expect(await screen.findByText('Feedback is required to reject a document')).toBeTruthy();
    expect(feedback().getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);
  });

  it('rejects with the typed feedback, then empties the field', async () => {
    const sent = stubApi(accepted);
    renderForm();
    fireEvent.change(feedback(), { target: { value: 'The bonus of March is missing.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject journal.pdf' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.variables.data).toEqual({ status: 'rejected', feedback: 'The bonus of March is missing.', expectedVersion: 1 });
    await waitFor(() => expect(feedback().value).toBe(''));
    expect(screen.queryByText('Feedback is required to reject a document')).toBeNull();
  });

  it('says the submission failed and keeps the typed feedback', async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderForm();
    fireEvent.change(feedback(), { target: { value: 'Wrong social security rate.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject journal.pdf' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error during review submission');
    expect(feedback().value).toBe('Wrong social security rate.');
  });
});
