import { uploadRecord } from '@/testing/upload-queue-support';
import { TestUi } from '@/testing/test-i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FileStateBadge } from './file-status';

afterEach(cleanup);

const failed = (failure: { code: string; message: string | null }) => uploadRecord('u1', 'Sal_1001_13_102025.pdf', { state: 'failed', failure });

describe('a failed file', () => {
  it('says when its bytes are gone from the device, so the user adds it again rather than retrying', () => {
    render(<TestUi><FileStateBadge record={failed({ code: 'no-file', message: null })} duplicate={false} /></TestUi>);
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByText('This file is no longer on this device: add it again')).toBeTruthy();
  });

  it("shows the server's reason, in the user's words, after what kind of failure it was (issue #44)", () => {
    render(<TestUi><FileStateBadge record={failed({ code: 'BAD_USER_INPUT', message: 'File is empty' })} duplicate={false} /></TestUi>);
    expect(screen.getByText('The server refused this file: The file is empty (0 bytes). Choose the file again or another one.')).toBeTruthy();
  });

  it('never shows the API’s own English for a reason it does not know', () => {
    render(<TestUi><FileStateBadge record={failed({ code: 'BAD_USER_INPUT', message: 'Some internal wording' })} duplicate={false} /></TestUi>);
    expect(screen.getByText('The server refused this file: The server did not accept this input.')).toBeTruthy();
  });
});
