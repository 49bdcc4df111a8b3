import { ClientError } from 'graphql-request';

/** The API answered 503: it is in maintenance (decisions.md). */
export class MaintenanceError extends Error {
  constructor() {
    super('Response not successful: Received status code 503');
    this.name = 'MaintenanceError';
  }
}

/** The API refused the caller (expired or revoked token, disabled account). */
export function isUnauthenticated(error: unknown): boolean {
  if (!(error instanceof ClientError)) return false;
  if (error.response.status === 401) return true;
  return (error.response.errors ?? []).some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED');
}

/** True when the request never reached the API (offline, DNS, connection refused). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * Spec §8: a GraphQL error uses the first error's message; a transport error reads
 * 'Response not successful: Received status code N'; anything else keeps its own message.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ClientError) {
    const first = error.response.errors?.[0];
    if (first) return first.message;
    return `Response not successful: Received status code ${error.response.status}`;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}
