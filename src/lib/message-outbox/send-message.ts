import { CSRF_HEADERS } from '@/domain/api-transport';
import { graphqlMultipartFields } from '@/domain/graphql-multipart';
import { graphql } from '@/gql';
import { classifyServerAnswer, readAnswerBody, type AnswerBody } from '@/lib/server-answer';
import type { OutboxMessage, SendResult } from './types';

// One message = one createHrMessage request: JSON for text alone, GraphQL multipart with an
// attachment. The answer is sorted by the rule the upload queue uses too (src/lib/server-answer.ts):
// sent, try again later, refused for good (with the API's reason), or stop until the user signs in again.

const CreateHrMessageFromOutbox = graphql(`
  mutation CreateHrMessageFromOutbox($data: HrMessageCreateInput!) {
    createHrMessage(data: $data) {
      id
    }
  }
`);

/** The API's answer in the outbox's terms (src/lib/server-answer.ts decides, for the upload queue too). */
function resultOf(status: number, body: AnswerBody | null): SendResult {
  const answer = classifyServerAnswer(status, body, 'createHrMessage');
  switch (answer.kind) {
    case 'sent':
      return { kind: 'sent' };
    case 'refused':
      // The code and the API's message as they came: the screen translates them (failure.ts).
      return { kind: 'failed', failure: { code: answer.code, message: answer.message } };
    case 'retry':
    case 'unauthenticated':
      return { kind: answer.kind };
  }
}

function requestBody(message: OutboxMessage): BodyInit {
  const operation = {
    query: String(CreateHrMessageFromOutbox),
    operationName: 'CreateHrMessageFromOutbox',
    variables: {
      data: {
        employee: { connect: { id: message.employeeId } },
        body: message.body,
        uploadKey: message.uploadKey,
        ...(message.attachment ? { attachment: { upload: null } } : {}),
      },
    },
  };
  if (!message.attachment) return JSON.stringify(operation);
  const form = new FormData();
  const files = [{ path: 'variables.data.attachment.upload', file: message.attachment.blob }];
  for (const field of graphqlMultipartFields(operation, files)) {
    if ('file' in field) form.append(field.name, field.file, message.attachment.fileName);
    else form.append(field.name, field.value);
  }
  return form;
}

export type SendMessage = (message: OutboxMessage) => Promise<SendResult>;

export function createMessageTransport(options: { endpoint: string; getToken: () => string | null; fetch?: typeof globalThis.fetch }): SendMessage {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return async (message) => {
    const token = options.getToken();
    if (token === null) return { kind: 'unauthenticated' };
    const headers: Record<string, string> = { ...CSRF_HEADERS, Authorization: `Bearer ${token}` };
    // Multipart: the browser writes the boundary itself.
    if (!message.attachment) headers['Content-Type'] = 'application/json';
    try {
      const response = await doFetch(options.endpoint, { method: 'POST', body: requestBody(message), headers, credentials: 'include', signal: AbortSignal.timeout(60_000) });
      return resultOf(response.status, await readAnswerBody(response));
    } catch {
      // Offline, connection refused, timed out: the API may or may not have it; the key makes a retry safe.
      return { kind: 'retry' };
    }
  };
}
