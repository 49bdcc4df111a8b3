import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '@/lib/graphql';
import { magicLinkFailureText, serverErrorText } from './server-error-text';
// As the GraphQL client loads it with its first request.
import './api-message-texts';

/** graphql-request's ClientError, as errorMessage() recognises it. */
function apiError(status: number, errors?: { message: string; extensions?: Record<string, unknown> }[]) {
  return Object.assign(new Error('GraphQL Error'), { response: { status, errors } });
}

// Issue #44: the portal showed the API's English ("Failed to fetch", "Auth tokens are single use…
// (TOKEN_REDEEMED)") on screens in other languages. Each text below is a catalog message.
describe('what the portal says about an API error', () => {
  it('says the server cannot be reached instead of the browser’s "Failed to fetch"', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('The server cannot be reached. Check the connection and try again.');
  });

  it('says a sign-in link was used already, without the API’s code', () => {
    expect(magicLinkFailureText(i18n, 'TOKEN_REDEEMED')).toBe('This sign-in link has already been used. Ask for a new one.');
    expect(magicLinkFailureText(i18n, 'SOMETHING_NEW')).toBe('This sign-in link is not valid. Ask for a new one.');
  });

  it('reads a known API message as its catalog text, with its figures', () => {
    expect(errorMessage(apiError(200, [{ message: 'File is empty', extensions: { code: 'BAD_USER_INPUT' } }]))).toBe(
      'The file is empty (0 bytes). Choose the file again or another one.',
    );
    expect(serverErrorText(i18n, { message: 'File is larger than the 20 MiB limit', code: 'BAD_USER_INPUT' })).toBe('The file is larger than the 20 MiB limit.');
    expect(serverErrorText(i18n, { message: 'Employee not found', code: 'NOT_FOUND' })).toBe('This item no longer exists, or you may not see it.');
  });

  it('reads an unknown message by its code, never as the API’s English', () => {
    expect(errorMessage(apiError(200, [{ message: 'Internal detail 42', extensions: { code: 'CONFLICT' } }]))).toBe(
      'Someone else changed this meanwhile. Reload the page and try again.',
    );
    expect(errorMessage(apiError(200, [{ message: 'Unexpected error.' }]))).toBe('Something went wrong on the server. Please try again later.');
  });

  it('passes a refusal the API translated itself (it carries a reason)', () => {
    const refusal = { message: 'Vous n’avez pas la permission de faire cela.', extensions: { code: 'FORBIDDEN', reason: 'NOT_ALLOWED' } };
    expect(errorMessage(apiError(200, [refusal]))).toBe(refusal.message);
  });

  it('names the status of an answer without a GraphQL error (spec §8)', () => {
    expect(errorMessage(apiError(413))).toBe('Response not successful: Received status code 413');
  });
});
