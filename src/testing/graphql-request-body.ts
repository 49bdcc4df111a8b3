// The API fakes of the portal's tests answer by operation. The portal sends each document as codegen
// wrote it, with no operation name beside it (src/lib/graphql/client.ts): the name is the one after
// the document's first operation keyword (fragments follow the operation in codegen's text).

const OPERATION = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** The operation name and variables of a request the portal sent to the API. */
export function graphqlRequestOf(init: RequestInit): { operationName: string; variables: Record<string, unknown> } {
  const body = JSON.parse(String(init.body)) as { query: string; variables?: Record<string, unknown> };
  const operationName = OPERATION.exec(body.query)?.[1];
  if (!operationName) throw new Error(`No named operation in: ${body.query.slice(0, 80)}`);
  return { operationName, variables: body.variables ?? {} };
}
