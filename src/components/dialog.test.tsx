import { Modal } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestUi } from '@/testing/test-i18n';
import { Dialog } from './dialog';

afterEach(cleanup);

const closeButtonOf = async (name: string) => {
  const dialog = await screen.findByRole('dialog', { name });
  return dialog.querySelector('header button');
};

describe('Dialog', () => {
  // A journey checked the page with axe while a dialog was fading out after its action and found
  // a button with no name: Mantine's own close button, which Dialog names.
  it('gives its close button a name a screen reader can say', async () => {
    render(<Dialog opened onClose={() => {}} title="Delete documents">…</Dialog>, { wrapper: TestUi });
    expect((await closeButtonOf('Delete documents'))?.getAttribute('aria-label')).toBe('Close');
  });

  it('is needed: Mantine’s Modal leaves that button nameless', async () => {
    render(<Modal opened onClose={() => {}} title="Delete documents">…</Modal>, { wrapper: TestUi });
    const button = await closeButtonOf('Delete documents');
    expect(button).not.toBeNull();
    expect(button?.getAttribute('aria-label')).toBeNull();
  });
});
