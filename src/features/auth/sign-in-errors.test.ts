import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { PROVIDER_UNAVAILABLE } from '@/lib/oidc';
import { signInErrorMessage } from './sign-in-errors';

describe('sign-in errors', () => {
  it('say in words when the identity provider cannot be reached, pointing to the magic link', () => {
    expect(signInErrorMessage(new Error(PROVIDER_UNAVAILABLE), (d) => i18n._(d))).toBe(
      'The identity provider cannot be reached right now. Sign in with a link by e-mail instead, or try again later.',
    );
  });

  it('pass a provider’s own error text through', () => {
    expect(signInErrorMessage(new Error('access_denied'), (d) => i18n._(d))).toBe('access_denied');
  });
});
