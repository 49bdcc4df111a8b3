import http from 'node:http';
import type { MultipartBody } from './multipart';

export interface HttpResponse {
  status: number;
  text: string;
}

export interface GraphqlResult<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** A request that the server answered badly: kept whole so the report can show it. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly request: string,
    readonly response: HttpResponse,
  ) {
    super(`${message}\n  request: ${request.slice(0, 400)}\n  response ${response.status}: ${response.text.slice(0, 800)}`);
  }
}

/**
 * A small keep-alive HTTP client for the GraphQL endpoint: node:http rather than fetch, so the
 * client's own overhead stays low while it shares the machine with the server it measures.
 */
export function createApiClient(baseUrl: string, maxSockets = 64) {
  let agent = new http.Agent({ keepAlive: true, maxSockets });
  let token: string | null = null;

  function post(path: string, body: Buffer | string, contentType: string): Promise<HttpResponse> {
    const url = new URL(path, baseUrl);
    const headers: Record<string, string | number> = {
      'content-type': contentType,
      'content-length': Buffer.byteLength(body),
      'apollo-require-preflight': 'true',
    };
    if (token) headers.authorization = `Bearer ${token}`;
    return new Promise((resolve, reject) => {
      const req = http.request(url, { method: 'POST', agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  function parse<T>(request: string, response: HttpResponse): T {
    let result: GraphqlResult<T>;
    try {
      result = JSON.parse(response.text) as GraphqlResult<T>;
    } catch {
      throw new ApiError('Not a JSON answer', request, response);
    }
    if (response.status !== 200 || result.errors?.length || !result.data) throw new ApiError('GraphQL request failed', request, response);
    return result.data;
  }

  return {
    setToken(value: string | null) {
      token = value;
    },
    token: () => token,
    async graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
      const body = JSON.stringify({ query, variables });
      return parse<T>(body, await post('/api/graphql', body, 'application/json'));
    },
    async upload<T>(multipart: MultipartBody): Promise<T> {
      const response = await post('/api/graphql', multipart.body, multipart.contentType);
      return parse<T>(`multipart upload (${multipart.body.byteLength} bytes)`, response);
    },
    /**
     * Drops the kept-alive connections, so a measurement does not reuse a socket that sat idle
     * through the previous one and that the server may be closing (its keep-alive timeout).
     */
    freshConnections() {
      agent.destroy();
      agent = new http.Agent({ keepAlive: true, maxSockets });
    },
    close() {
      agent.destroy();
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
