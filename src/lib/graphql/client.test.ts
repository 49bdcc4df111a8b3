import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureGraphQL, gqlRequest } from './client';
import { errorMessage, isUnauthenticated, MaintenanceError } from './errors';

// Built by hand: a graphql() call here would add a test-only operation to the generated documents.
const MyLanguageDocument = 'query MyLanguage { myLanguage }' as DocumentTypeDecoration<{ myLanguage: string | null }, Record<string, never>>;

type Call = { url: string; init: RequestInit };
const calls: Call[] = [];

function apiAnswers(status: number, body: unknown) {
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url: String(url), init });
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  });
}

afterEach(() => {
  calls.length = 0;
  vi.unstubAllGlobals();
  configureGraphQL({ getToken: () => null, onMaintenance: () => {} });
});

describe('the API client (spec §7)', () => {
  it('posts to /api/graphql with the bearer token, the preflight header and credentials', async () => {
    configureGraphQL({ getToken: () => 'secret', onMaintenance: () => {} });
    apiAnswers(200, { data: { myLanguage: 'de' } });
    expect(await gqlRequest(MyLanguageDocument)).toEqual({ myLanguage: 'de' });
    const [call] = calls;
    expect(new URL(call?.url ?? '').pathname).toBe('/api/graphql');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.credentials).toBe('include');
    const headers = new Headers(call?.init.headers);
    expect(headers.get('authorization')).toBe('Bearer secret');
    expect(headers.get('apollo-require-preflight')).toBe('true');
    // The document as it is, with no operation name beside it: nothing in the browser parses it.
    expect(JSON.parse(String(call?.init.body))).toEqual({ query: 'query MyLanguage { myLanguage }', variables: {} });
  });

  it('turns a 503 into the Maintenance screen', async () => {
    const onMaintenance = vi.fn();
    configureGraphQL({ getToken: () => null, onMaintenance });
    apiAnswers(503, { errors: [{ message: 'maintenance' }] });
    await expect(gqlRequest(MyLanguageDocument)).rejects.toBeInstanceOf(MaintenanceError);
    expect(onMaintenance).toHaveBeenCalledOnce();
  });

  it("shows a GraphQL error's first error, in the user's words (spec §8, issue #44)", async () => {
    apiAnswers(200, { errors: [{ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }, { message: 'second' }] });
    const error: unknown = await gqlRequest(MyLanguageDocument).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('You do not have permission to do this.');
    expect(isUnauthenticated(error)).toBe(false);
  });

  it("reads a transport error as 'Response not successful: Received status code N'", async () => {
    apiAnswers(502, {});
    const error: unknown = await gqlRequest(MyLanguageDocument).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Response not successful: Received status code 502');
  });

  it('recognises a refused caller', async () => {
    apiAnswers(200, { errors: [{ message: 'Sign in first', extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(isUnauthenticated(await gqlRequest(MyLanguageDocument).catch((e: unknown) => e))).toBe(true);
  });
});
