import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccessRefusalReason } from '@/domain/access-refusals';

// The access layer's refusal texts (src/domain/access-refusals.ts), here so Lingui extracts them:
// the API reads their translations from the same catalogs and answers in the caller's language. The
// portal shows the API's message as it comes; this table checks that every reason has its text.
export const ACCESS_REFUSAL_MESSAGES: Record<AccessRefusalReason, MessageDescriptor> = {
  NOT_ALLOWED: msg`You do not have permission to do this.`,
  SELF_LINK: msg`Nobody links their own account to an employee record.`,
  SELF_RIGHTS: msg`Nobody changes the rights of an employee record linked to their own account.`,
  GRANT_NEEDS_ROLE_MANAGER: msg`Only someone who manages roles grants or removes this right.`,
  SELF_REVIEW: msg`Someone else must review this: you created this salary control or uploaded this document.`,
};
