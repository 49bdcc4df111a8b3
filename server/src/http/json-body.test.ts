// A JSON request's body is read by the HTTP server and handed to yoga's Node adapter as `req.body`
// (json-body.ts). Over real HTTP: answers and yoga's own refusals stay what they were. Should an
// upgrade of @whatwg-node/server stop taking `req.body`, it would read the stream already read and
// these requests would hang: the tests fail by their timeout.
import { expect, it } from 'vitest';
import { CSRF_HEADER, GRAPHQL_PATH } from '../../../src/domain/api-transport';
import { servedTestApp } from '../testing/test-server';

const served = servedTestApp();

async function post(body: string, token?: string, contentType = 'application/json') {
  const response = await fetch(`${served.base}${GRAPHQL_PATH}`, {
    method: 'POST',
    headers: { 'content-type': contentType, [CSRF_HEADER]: 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] } };
}

it('answers a signed-in query sent as JSON, with its variables and operation name', async () => {
  const token = await served.app.tokenFor('admin@demo.test');
  const query = 'query Mine { me { email } } query Other { me { name } }';
  const answer = await post(JSON.stringify({ query, operationName: 'Mine', variables: {} }), token);
  expect(answer).toEqual({ status: 200, body: { data: { me: { email: 'admin@demo.test' } } } });
  const typed = await post(JSON.stringify({ query: '{ me { email } }' }), token, 'application/graphql+json; charset=utf-8');
  expect(typed.body.data).toEqual({ me: { email: 'admin@demo.test' } });
});

it("answers bodies that are not a JSON object with a query as yoga does with the stream itself", async () => {
  for (const body of ['{"query": ', '5', 'null', '"text"', '{}', '[]', '[{"query": "{ me { email } }"}]', '{"query": 5}', '\uFEFF{"query": "{ me { email } }"}']) {
    // In-process (app.fetch): yoga reads the body from its web stream, as before json-body.ts.
    const direct = await served.app.fetch(GRAPHQL_PATH, { method: 'POST', headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'true' }, body });
    expect(await post(body), body).toEqual({ status: direct.status, body: await direct.json() });
  }
  expect(await post('{"query": ')).toMatchObject({ status: 400, body: { errors: [{ message: 'POST body sent invalid JSON.' }] } });
});

it('leaves an unsigned request unauthenticated and masks nothing new', async () => {
  const answer = await post(JSON.stringify({ query: '{ me { email } }' }));
  expect(answer.status).toBe(200);
  expect(answer.body.data?.me ?? null).toBeNull();
});
