import '@/testing/upload-queue-support';
import { frozenClock, pdfFile } from '@/testing/upload-queue-support';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { user } from '@/app/testing/fixtures';
import { matchSalaryFile } from '@/domain/salary-filename';
import { createMessageOutbox, waitingMessageCount } from '@/lib/message-outbox';
import { unsentUploadCount } from '@/lib/upload-queue';
import { stageFiles } from '@/lib/upload-queue/stage-files';
import { createUploadStore } from '@/lib/upload-queue/upload-store';
import { freshOwner, renderWithProviders } from '@/testing/upload-screen-support';
import { UnsentWorkPrompt } from './unsent-work-prompt';

afterEach(() => vi.unstubAllGlobals());

/** The API answers the Me query with `owner` signed in. */
function signedInAs(owner: string) {
  vi.stubGlobal('fetch', async () => Response.json({ data: { me: { ...user([]), id: owner, emailHash: null } } }));
}

/** Messages written while offline: they wait in the owner's outbox (the real one, in IndexedDB). */
async function writeOffline(owner: string, bodies: string[]) {
  const outbox = createMessageOutbox({ owner, send: async () => ({ kind: 'retry' }), isOnline: () => false });
  for (const body of bodies) await outbox.add({ employeeId: 'e1', body, attachment: null });
  outbox.close();
}

async function stageSlip(owner: string) {
  const store = createUploadStore({ owner });
  const describe = (file: File) => ({ data: matchSalaryFile(file.name, () => 'e12', '2025-10-01').data, lockedFields: [] });
  await stageFiles(store, { kind: 'salary', batchId: 'b', files: [pdfFile('Sal_1001_12_112025.pdf')], describe }, { clock: frozenClock, storage: null, newKey: () => crypto.randomUUID() });
  store.close();
}

function renderPrompt(owner: string) {
  signedInAs(owner);
  const onProceed = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(<UnsentWorkPrompt onProceed={onProceed} onCancel={onCancel} />);
  return { onProceed, onCancel };
}

describe('sign-out with unsent work', () => {
  it('signs out at once when neither files nor messages wait', async () => {
    const other = freshOwner();
    await writeOffline(other, ['not mine']);
    const { onProceed } = renderPrompt(freshOwner());
    await waitFor(() => expect(onProceed).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks first when messages wait, counting only the signed-in user’s, and keeps them when asked to', async () => {
    const owner = freshOwner();
    await writeOffline(owner, ['first', 'second']);
    await writeOffline(freshOwner(), ['someone else’s']);
    const { onProceed, onCancel } = renderPrompt(owner);
    const prompt = await screen.findByRole('alertdialog', { name: 'Unsent messages' });
    expect(prompt.textContent).toContain('2 messages have not been sent yet.');
    expect(prompt.textContent).toContain('They stay on this device for your next sign-in unless you discard them.');
    expect(prompt.textContent).not.toContain('staged file');
    expect(onProceed).not.toHaveBeenCalled();

    fireEvent.click(within(prompt).getByRole('button', { name: 'Go back and send them' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(within(prompt).getByRole('button', { name: 'Keep them and sign out' }));
    expect(onProceed).toHaveBeenCalledTimes(1);
    expect(await waitingMessageCount(owner)).toBe(2);
  });

  it('names files and messages together, and discarding removes both before signing out', async () => {
    const owner = freshOwner();
    const other = freshOwner();
    await writeOffline(owner, ['only one']);
    await writeOffline(other, ['kept']);
    await stageSlip(owner);
    const { onProceed } = renderPrompt(owner);
    const prompt = await screen.findByRole('alertdialog', { name: 'Unsent files and messages' });
    expect(prompt.textContent).toContain('1 staged file has not been sent yet.');
    expect(prompt.textContent).toContain('1 message has not been sent yet.');
    expect(prompt.textContent).toContain('They stay on this device');

    fireEvent.click(within(prompt).getByRole('button', { name: 'Discard them and sign out' }));
    await waitFor(() => expect(onProceed).toHaveBeenCalledTimes(1));
    expect(await waitingMessageCount(owner)).toBe(0);
    expect(await unsentUploadCount(owner)).toBe(0);
    expect(await waitingMessageCount(other)).toBe(1);
  });

  it('speaks of one message in the singular', async () => {
    const owner = freshOwner();
    await writeOffline(owner, ['alone']);
    renderPrompt(owner);
    const prompt = await screen.findByRole('alertdialog', { name: 'Unsent messages' });
    expect(prompt.textContent).toContain('1 message has not been sent yet.');
    expect(prompt.textContent).toContain('It stays on this device for your next sign-in unless you discard it.');
  });
});
