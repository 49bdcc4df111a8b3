import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UploadRefusalReason } from '@/domain/upload-refusals';

// The malware scan's refusal texts (src/domain/upload-refusals.ts), here so Lingui extracts them:
// the API reads their translations from the same catalogs and answers in the uploader's language.
// The portal shows the API's message as it comes; this table checks that every reason has its text.
export const UPLOAD_REFUSAL_MESSAGES: Record<UploadRefusalReason, MessageDescriptor> = {
  MALWARE_FOUND: msg`The virus scanner found malware in this file. It was not stored.`,
  SCANNER_UNAVAILABLE: msg`The virus scanner is not available right now, so the file was not stored. Please try again later.`,
};
