import { describe, expect, it } from 'vitest';
import { answerErrors, classifyServerAnswer, readAnswerBody, type AnswerBody, type ServerAnswer } from './server-answer';

const field = 'createHrMessage';
const error = (code: string, message = `${code} message`, path: unknown = [field]) => ({ message, path, extensions: { code } });
const created: AnswerBody = { data: { [field]: { id: 'm1' } } };

describe('classifyServerAnswer', () => {
  const cases: [string, number, AnswerBody | null, ServerAnswer][] = [
    ['created', 200, created, { kind: 'sent', id: 'm1' }],
    ['BAD_USER_INPUT', 200, { errors: [error('BAD_USER_INPUT')] }, { kind: 'refused', code: 'BAD_USER_INPUT', message: 'BAD_USER_INPUT message' }],
    ['FORBIDDEN', 200, { errors: [error('FORBIDDEN')] }, { kind: 'refused', code: 'FORBIDDEN', message: 'FORBIDDEN message' }],
    // An invoice already in the company: refused (never retried by itself) until the user sends it anyway.
    ['DUPLICATE_INVOICE', 200, { errors: [error('DUPLICATE_INVOICE')] }, { kind: 'refused', code: 'DUPLICATE_INVOICE', message: 'DUPLICATE_INVOICE message' }],
    ['NOT_FOUND', 200, { errors: [error('NOT_FOUND')] }, { kind: 'refused', code: 'NOT_FOUND', message: 'NOT_FOUND message' }],
    // The API's state refuses the create; the same request meets the same state (server-answer.ts).
    ['CONFLICT', 200, { errors: [error('CONFLICT')] }, { kind: 'refused', code: 'CONFLICT', message: 'CONFLICT message' }],
    ['a variable that does not fit', 200, { errors: [error('GRAPHQL_VALIDATION_FAILED', 'bad', undefined)] }, { kind: 'refused', code: 'GRAPHQL_VALIDATION_FAILED', message: 'bad' }],
    ['an unparsable document', 400, { errors: [error('GRAPHQL_PARSE_FAILED', 'syntax', undefined)] }, { kind: 'refused', code: 'GRAPHQL_PARSE_FAILED', message: 'syntax' }],
    ['a malformed request', 400, { errors: [error('BAD_REQUEST', 'no', undefined)] }, { kind: 'refused', code: 'BAD_REQUEST', message: 'no' }],
    ['a refused code without a message', 200, { errors: [{ path: [field], extensions: { code: 'FORBIDDEN' } }] }, { kind: 'refused', code: 'FORBIDDEN', message: null }],
    ['another 4xx without a body', 413, null, { kind: 'refused', code: 'http-413', message: null }],
    ['another 4xx with an unknown code', 400, { errors: [error('SOMETHING_ELSE', 'odd', undefined)] }, { kind: 'refused', code: 'SOMETHING_ELSE', message: 'odd' }],
    ['UNAUTHENTICATED', 200, { errors: [error('UNAUTHENTICATED')] }, { kind: 'unauthenticated' }],
    ['401', 401, null, { kind: 'unauthenticated' }],
    ['UNAUTHENTICATED on a 500', 500, { errors: [error('UNAUTHENTICATED')] }, { kind: 'unauthenticated' }],
    ['500', 500, null, { kind: 'retry' }],
    ['503 (maintenance)', 503, { errors: [error('BAD_USER_INPUT')] }, { kind: 'retry' }],
    ['408', 408, null, { kind: 'retry' }],
    ['429', 429, null, { kind: 'retry' }],
    // The malware scanner gave no verdict (down, slow, over its size limit): the same file may pass later.
    ['SERVICE_UNAVAILABLE', 200, { errors: [error('SERVICE_UNAVAILABLE')] }, { kind: 'retry' }],
    ['SERVICE_UNAVAILABLE on a 4xx', 400, { errors: [error('SERVICE_UNAVAILABLE')] }, { kind: 'retry' }],
    ['a masked internal error', 200, { errors: [error('INTERNAL_SERVER_ERROR', 'Unexpected error.')] }, { kind: 'retry' }],
    ['an empty answer', 200, null, { kind: 'retry' }],
    ['no id', 200, { data: { [field]: null } }, { kind: 'retry' }],
    ['an id next to an error', 200, { data: { [field]: { id: 'm1' } }, errors: [error('INTERNAL_SERVER_ERROR')] }, { kind: 'retry' }],
    ['errors that are not a list', 200, { data: { [field]: { id: 'm1' } }, errors: 'broken' }, { kind: 'sent', id: 'm1' }],
  ];

  it.each(cases)('%s (status %i)', (_, status, body, expected) => {
    expect(classifyServerAnswer(status, body, field)).toEqual(expected);
  });

  it("reads the error naming the field, else one about the whole request, never another field's", () => {
    const body: AnswerBody = { data: { f0: { id: 'a' }, f1: null }, errors: [error('BAD_USER_INPUT', 'not a PDF', ['f1'])] };
    expect(classifyServerAnswer(200, body, 'f0')).toEqual({ kind: 'sent', id: 'a' });
    expect(classifyServerAnswer(200, body, 'f1')).toEqual({ kind: 'refused', code: 'BAD_USER_INPUT', message: 'not a PDF' });
    const wholeRequest: AnswerBody = { errors: [error('BAD_USER_INPUT', 'bad variable', [])] };
    expect(classifyServerAnswer(200, wholeRequest, 'f0')).toEqual({ kind: 'refused', code: 'BAD_USER_INPUT', message: 'bad variable' });
  });
});

describe('reading the answer', () => {
  it('gives null for a body that is not a JSON object', async () => {
    expect(await readAnswerBody(new Response('<html>proxy</html>', { status: 502 }))).toBeNull();
    expect(await readAnswerBody(new Response('"text"'))).toBeNull();
    expect(await readAnswerBody(new Response(JSON.stringify(created)))).toEqual(created);
  });

  it('keeps only error objects', () => {
    expect(answerErrors({ errors: [null, 'x', error('FORBIDDEN')] })).toEqual([error('FORBIDDEN')]);
    expect(answerErrors(null)).toEqual([]);
  });
});
