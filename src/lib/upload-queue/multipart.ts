import { graphqlMultipartFields, type GraphqlOperation } from '@/domain/graphql-multipart';

// The queue's side of the shared GraphQL multipart encoder (src/domain/graphql-multipart.ts):
// FormData, so the browser streams each file from IndexedDB instead of copying it into memory.
// Several files may go in one request (upload-operations.ts, `uploadRequest`).

export type { GraphqlOperation };

/** `path`: the dotted path of the file's Upload variable, from the operation ('variables.…'). */
export type MultipartFile = { path: string; file: Blob; fileName: string };

export function buildMultipartBody(operation: GraphqlOperation, files: readonly MultipartFile[]): FormData {
  const body = new FormData();
  for (const field of graphqlMultipartFields(operation, files.map((file) => ({ path: file.path, file })))) {
    if ('file' in field) body.append(field.name, field.file.file, field.file.fileName);
    else body.append(field.name, field.value);
  }
  return body;
}
