import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { providedApiMessageTexts } from './api-message-texts-slot';
import { loadWholeCatalog } from './i18n/language';

// What the portal shows for an API error: a text in the user's language, never the API's English
// (issue #44: "Auth tokens are single use… (TOKEN_REDEEMED)" and "Failed to fetch" on a Portuguese
// screen). The API's message and code are for the logs. Refusals that carry a `reason` (access,
// malware scan, manager) are already translated by the API into the caller's language and pass.

// The table of the API's own messages (api-message-texts.ts) is not in the first load: it was 1.5 KB
// gzip of the entry and 48 messages of the first catalog part (docs/decisions/first-load.md). An
// error that carries one of them comes from a request, and the GraphQL client loads the table when a
// request fails (src/lib/graphql/client.ts); screens that show stored errors import it. The sign-in
// page's own request can only fail by code, status or network, which stay here.

/**
 * Loads the table of the API's messages, once. Its texts are in the catalog's `rest()` part, not
 * the dashboard's (scripts/catalog-split-plugin.ts, ONLY_ON_FAILURE): that part loads first, and the
 * table only once it is in, so that no text of the table shows untranslated. A part or a chunk that
 * cannot be fetched does not fail the request that asked for it (its errors then read by their
 * code, whose texts are in the first part) and is tried again next time.
 */
export function loadApiMessageTexts(): Promise<void> {
  if (providedApiMessageTexts()) return Promise.resolve();
  return loadWholeCatalog()
    .then(() => import('./api-message-texts'))
    .then(
      () => undefined,
      () => undefined,
    );
}

/** When the message is not one of the table's: what its code means. */
const BY_CODE: Record<string, MessageDescriptor> = {
  UNAUTHENTICATED: msg`Your session has ended. Please sign in again.`,
  FORBIDDEN: msg`You do not have permission to do this.`,
  NOT_FOUND: msg`This item no longer exists, or you may not see it.`,
  CONFLICT: msg`Someone else changed this meanwhile. Reload the page and try again.`,
  BAD_USER_INPUT: msg`The server did not accept this input.`,
  SERVICE_UNAVAILABLE: msg`The server cannot handle this right now. Please try again later.`,
};

const UNREACHABLE = msg`The server cannot be reached. Check the connection and try again.`;
const SERVER_FAILED = msg`Something went wrong on the server. Please try again later.`;

type ServerError = { message?: string | null; code?: string | null; reason?: unknown; status?: number | null };

/** The translated text for one error of the API's answer (or an answer without any, by its status). */
export function serverErrorText(i18n: I18n, error: ServerError): string {
  const message = error.message ?? '';
  if (error.reason !== undefined && error.reason !== null && message) return message;
  const apiMessageTexts = providedApiMessageTexts();
  const known = apiMessageTexts?.known[message];
  if (known) return i18n._(known);
  for (const { pattern, text } of apiMessageTexts?.patterns ?? []) {
    const match = pattern.exec(message);
    if (match) return i18n._(text(match));
  }
  const byCode = error.code ? (apiMessageTexts?.byCode[error.code] ?? BY_CODE[error.code]) : undefined;
  if (byCode) return i18n._(byCode);
  // Spec §8's words for an answer without a GraphQL error (a proxy's 502, a 413), translated.
  if (error.status && !message) return i18n._(msg`Response not successful: Received status code ${error.status}`);
  return i18n._(SERVER_FAILED);
}

/** The request never reached the API (offline, refused connection): the browser's "Failed to fetch". */
export function unreachableText(i18n: I18n): string {
  return i18n._(UNREACHABLE);
}

const MAGIC_LINK_FAILURES: Record<string, MessageDescriptor> = {
  TOKEN_REDEEMED: msg`This sign-in link has already been used. Ask for a new one.`,
  TOKEN_EXPIRED: msg`This sign-in link has expired. Ask for a new one.`,
  FAILURE: msg`This sign-in link is not valid. Ask for a new one.`,
};

/** A failed magic-link redemption or impersonation start (`RedeemUserMagicAuthTokenFailure.code`). */
export function magicLinkFailureText(i18n: I18n, code: string): string {
  return i18n._(MAGIC_LINK_FAILURES[code] ?? MAGIC_LINK_FAILURES['FAILURE']!);
}
