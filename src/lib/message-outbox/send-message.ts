import { CSRF_HEADERS } from '@/domain/api-transport';
import { graphqlMultipartFields } from '@/domain/graphql-multipart';
import { graphql } from '@/gql';
import type { OutboxMessage, SendResult } from './types';

// One message = one createHrMessage request: JSON for text alone, GraphQL multipart with an
// attachment. The answer is sorted like the upload queue's: sent, try again later, refused for
// good (with the API's reason), or stop until the user signs in again.

const CreateHrMessageFromOutbox = graphql(`
  mutation CreateHrMessageFromOutbox($data: HrMessageCreateInput!) {
    createHrMessage(data: $data) {
      id
    }
  }
`);

/** The request itself is wrong: sending it again gives the same answer. */
const FINAL_CODES = new Set(['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND', 'GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'BAD_REQUEST']);

type Body = { data?: { createHrMessage?: { id?: unknown } | null } | null; errors?: { message?: unknown; extensions?: { code?: unknown } }[] };

export function classify(status: number, body: Body | null): SendResult {
  const first = body?.errors?.[0];
  const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : null;
  if (code === 'UNAUTHENTICATED' || status === 401) return { kind: 'unauthenticated' };
  if (status >= 500 || status === 408 || status === 429) return { kind: 'retry' };
  if (code !== null && FINAL_CODES.has(code)) return { kind: 'failed', message: typeof first?.message === 'string' ? first.message : code };
  if (first === undefined && typeof body?.data?.createHrMessage?.id === 'string') return { kind: 'sent' };
  if (status >= 400) return { kind: 'failed', message: `Response not successful: Received status code ${status}` };
  return { kind: 'retry' };
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
      let body: Body | null = null;
      try {
        body = (await response.json()) as Body;
      } catch {
        body = null;
      }
      return classify(response.status, body);
    } catch {
      // Offline, connection refused, timed out: the API may or may not have it; the key makes a retry safe.
      return { kind: 'retry' };
    }
  };
}
