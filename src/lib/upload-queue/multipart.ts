// GraphQL multipart request spec (https://github.com/jaydenseric/graphql-multipart-request-spec):
// the fields `operations` (the query with the file variable set to null), `map` (which variable
// path each file fills), then the files, in that order, so the server can stream them.

export type GraphqlOperation = { query: string; operationName: string; variables: Record<string, unknown> };

function setAtPath(target: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head = '', ...rest] = path.split('.');
  const copy: Record<string, unknown> | unknown[] = Array.isArray(target) ? [...target] : { ...target };
  const child = (copy as Record<string, unknown>)[head];
  (copy as Record<string, unknown>)[head] =
    rest.length === 0 ? value : setAtPath((child ?? {}) as Record<string, unknown>, rest.join('.'), value);
  return copy as Record<string, unknown>;
}

/** One file per request: `filePath` is the dotted path of the Upload variable, from `variables`. */
export function buildMultipartBody(operation: GraphqlOperation, filePath: string, file: Blob, fileName: string): FormData {
  const withNull = { ...operation, variables: setAtPath(operation.variables, filePath, null) };
  const body = new FormData();
  body.append('operations', JSON.stringify(withNull));
  body.append('map', JSON.stringify({ 1: [`variables.${filePath}`] }));
  body.append('1', file, fileName);
  return body;
}
