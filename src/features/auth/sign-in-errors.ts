import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// Spec §8 sign-in errors: the identity client raises them in English; users read them translated.
const KNOWN: Record<string, MessageDescriptor> = {
  'No state in response': msg`No state in response`,
  'No matching state found in storage': msg`No matching state found in storage`,
  'State does not match': msg`State does not match`,
  'authority mismatch on settings vs. signin state': msg`authority mismatch on settings vs. signin state`,
  'client_id mismatch on settings vs. signin state': msg`client_id mismatch on settings vs. signin state`,
  'ID Token is missing a subject claim': msg`ID Token is missing a subject claim`,
  'sub in id_token does not match current sub': msg`sub in id_token does not match current sub`,
  'IFrame timed out without a response': msg`IFrame timed out without a response`,
  'Popup closed by user': msg`Popup closed by user`,
  'Popup blocked by user': msg`Popup blocked by user`,
  'No end session endpoint': msg`No end session endpoint`,
  'No silent_redirect_uri configured': msg`No silent_redirect_uri configured`,
  'Only the Authorization Code flow (with PKCE) is supported': msg`Only the Authorization Code flow (with PKCE) is supported`,
  'You are not signed-in': msg`You are not signed-in`,
  'nonce in id_token does not match nonce in client storage': msg`The identity provider's answer does not belong to this sign-in. Please sign in again.`,
  // lib/oidc's PROVIDER_UNAVAILABLE: /api/auth-config or the provider's discovery could not be read.
  'The identity provider cannot be reached': msg`The identity provider cannot be reached right now. Sign in with a link by e-mail instead, or try again later.`,
};

/** The translated text for a sign-in error, or the error's own text (provider errors pass through). */
export function signInErrorMessage(error: unknown, translate: (d: MessageDescriptor) => string): string {
  const text = error instanceof Error ? error.message : String(error);
  const known = KNOWN[text];
  return known ? translate(known) : text;
}
