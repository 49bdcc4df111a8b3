import { graphqlMultipartFields, type GraphqlOperation } from '@/domain/graphql-multipart';

// The queue's side of the shared GraphQL multipart encoder (src/domain/graphql-multipart.ts):
// FormData, so the browser streams each file from IndexedDB instead of copying it into memory.

export type { GraphqlOperation };

/** One file per request: `filePath` is the dotted path of the Upload variable, from `variables`. */
export function buildMultipartBody(operation: GraphqlOperation, filePath: string, file: Blob, fileName: string): FormData {
  const body = new FormData();
  for (const field of graphqlMultipartFields(operation, [{ path: `variables.${filePath}`, file }])) {
    if ('file' in field) body.append(field.name, field.file, fileName);
    else body.append(field.name, field.value);
  }
  return body;
}
