// Why the API refused to store an upload after its malware scan (server/src/storage/scanning-file-storage.ts):
// `extensions.reason` of the error. The API sends the English text translated from the portal's
// catalogs (src/lib/graphql/upload-refusals.ts holds them for Lingui); plain data here, shared by both sides.

export const UPLOAD_REFUSAL_TEXTS = {
  /** BAD_USER_INPUT: sending the same file again gives the same answer. */
  MALWARE_FOUND: 'The virus scanner found malware in this file. It was not stored.',
  /** SERVICE_UNAVAILABLE (HTTP 503): the upload queue sends it again later by itself. */
  SCANNER_UNAVAILABLE: 'The virus scanner is not available right now, so the file was not stored. Please try again later.',
} as const;

export type UploadRefusalReason = keyof typeof UPLOAD_REFUSAL_TEXTS;
