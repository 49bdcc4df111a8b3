import { i18n } from '@lingui/core';
import type { ClientError } from 'graphql-request';
import { serverErrorText, unreachableText } from '@/lib/server-error-text';
import { BLOCKED_WHILE_IMPERSONATING_MESSAGE } from '@/domain/impersonation';

type ClientErrorShape = Pick<ClientError, 'response'>;

/**
 * graphql-request's ClientError, recognised by shape: importing the class would put the whole
 * library into the first-load bundle (it is loaded with the first request instead).
 */
export function isClientError(error: unknown): error is ClientErrorShape {
  if (!(error instanceof Error) || !('response' in error)) return false;
  const response = (error as { response: unknown }).response;
  return typeof response === 'object' && response !== null && typeof (response as { status?: unknown }).status === 'number';
}

/** The API answered 503: it is in maintenance (decisions.md). */
export class MaintenanceError extends Error {
  constructor() {
    super('Response not successful: Received status code 503');
    this.name = 'MaintenanceError';
  }
}

/** The API refused the caller (expired or revoked token, disabled account). */
export function isUnauthenticated(error: unknown): boolean {
  if (!isClientError(error)) return false;
  if (error.response.status === 401) return true;
  return (error.response.errors ?? []).some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED');
}

/** The API refused the signed-in caller this operation (FORBIDDEN). */
export function isForbidden(error: unknown): boolean {
  return isClientError(error) && (error.response.errors ?? []).some((e) => e.extensions?.['code'] === 'FORBIDDEN');
}

/** True when the request never reached the API (offline, DNS, connection refused). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * Spec §8, in the user's language (issue #44): a GraphQL error reads as its first error's text, a
 * transport error as 'Response not successful: Received status code N', a request that never
 * reached the API as such. The API's English message and code stay on the error, for the logs.
 */
export function errorMessage(error: unknown): string {
  if (isClientError(error)) {
    const first = error.response.errors?.[0];
    const code = typeof first?.extensions?.['code'] === 'string' ? first.extensions['code'] : null;
    return serverErrorText(i18n, { message: first?.message ?? null, code, reason: first?.extensions?.['reason'], status: first ? null : error.response.status });
  }
  if (isNetworkError(error)) return unreachableText(i18n);
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The API refused a sensitive action because the caller is impersonating (src/domain/impersonation.ts). */
export function isBlockedWhileImpersonating(error: unknown): boolean {
  return isClientError(error) && (error.response.errors ?? []).some((e) => e.message === BLOCKED_WHILE_IMPERSONATING_MESSAGE);
}
