import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { CSRF_HEADERS, GRAPHQL_PATH } from '@/domain/api-transport';
import { loadApiMessageTexts } from '@/lib/server-error-text';
import { isClientError, MaintenanceError } from './errors';

export type GraphQLHooks = {
  /** The bearer token of the stored session, if any. */
  getToken: () => string | null;
  /** Called once per request that found the API in maintenance. */
  onMaintenance: () => void;
};

const noHooks: GraphQLHooks = { getToken: () => null, onMaintenance: () => {} };
let hooks = noHooks;

/** Wires the session's token and the maintenance screen in, once at start-up (and in tests). */
export function configureGraphQL(next: GraphQLHooks): void {
  hooks = next;
}

/** The API's one endpoint (the path shared with the API and the service worker). */
export const GRAPHQL_ENDPOINT = GRAPHQL_PATH;

// Loaded with the first request: pages that never call the API (sign-in, offline) skip it.
async function client() {
  const { GraphQLClient } = await import('graphql-request');
  const token = hooks.getToken();
  const headers: Record<string, string> = { ...CSRF_HEADERS };
  if (token) headers['Authorization'] = `Bearer ${token}`;
  return new GraphQLClient(new URL(GRAPHQL_ENDPOINT, location.origin).href, {
    credentials: 'include',
    headers,
    // Spec §7: nothing is cached by the browser; TanStack Query owns caching.
    cache: 'no-store',
    // No operation name in the request: graphql-request would parse each document to find it, and
    // the build gives it no parser (graphql-request-without-parser.ts). The API reads the
    // document's one operation.
    excludeOperationName: true,
  });
}

/**
 * Every portal call to the API goes through here (spec §7). Documents are generated as text
 * (codegen.ts, documentMode 'string'), typed with what they return and the variables they take.
 */
export async function gqlRequest<TResult, TVariables extends Record<string, unknown>>(
  document: DocumentTypeDecoration<TResult, TVariables>,
  ...variables: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TResult> {
  try {
    // String(): in development the document is codegen's TypedDocumentString (a String object),
    // in the build the text itself (scripts/graphql-documents-plugin.ts).
    return await (await client()).request<TResult, Record<string, unknown>>(String(document), variables[0] ?? {});
  } catch (error) {
    if (isClientError(error) && error.response.status === 503) {
      hooks.onMaintenance();
      throw new MaintenanceError();
    }
    // The texts of the API's own messages load with the first error that may carry one, before
    // anything reads it (server-error-text.ts): a page whose requests succeed never needs them.
    if (isClientError(error)) await loadApiMessageTexts();
    throw error;
  }
}
