import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isManagerRefusal, type ManagerRefusal } from '@/domain/manager-refusals';
import { errorMessage } from '@/lib/graphql';

const REFUSALS: Record<ManagerRefusal, MessageDescriptor> = {
  INVALID_COMPANY_CODE: msg`The company code must be 1 to 6 digits.`,
  DUPLICATE_COMPANY_CODE: msg`Another company already has this code.`,
  INVALID_TAX_ID: msg`The tax number must have 11 digits and start with the year of registration.`,
  INVALID_RCS_ID: msg`The RCS number is a letter followed by up to 6 digits, e.g. B187452.`,
  INVALID_VAT_ID: msg`The VAT number is LU followed by 8 digits with valid check digits.`,
  INVALID_NACE_ID: msg`The NACE code is a section letter and two digits, e.g. C31.09.`,
  NAME_REQUIRED: msg`A name of at most 200 characters is required.`,
  INVALID_EMAIL: msg`This is not a valid email address.`,
  DUPLICATE_EMAIL: msg`Another user already has this email address.`,
  INVALID_LANGUAGE: msg`This language is not supported.`,
  OWN_FLAG_KEPT: msg`You cannot remove your own sign-in, role management or access to all companies.`,
  LAST_ROLE_MANAGER: msg`This is the last user who can manage roles; give the right to someone else first.`,
  USER_HAS_HISTORY: msg`This user has signed in, has employee records or appears in the audit log, so they cannot be deleted: disable their sign-in instead.`,
  OWN_ACCOUNT: msg`You cannot delete your own account.`,
  INVALID_EMPLOYEE_CODE: msg`The employee code must be 1 to 6 digits.`,
  DUPLICATE_EMPLOYEE_CODE: msg`Another employee of this company has this code.`,
  INVALID_DAYS: msg`The warning period must be between 0 and 3650 days.`,
  TYPE_HAS_DOCUMENTS: msg`Documents of this type exist, so it cannot be deleted.`,
  VERSION_CONFLICT: msg`Someone else changed this record since you opened it. Reload it and try again.`,
};

/** The API's refusal reason, translated; otherwise its message (spec §8). */
export function refusalText(error: unknown, translate: (message: MessageDescriptor) => string): string {
  const response = (error as { response?: { errors?: { extensions?: { reason?: unknown; code?: unknown } }[] } }).response;
  const first = response?.errors?.[0]?.extensions;
  if (isManagerRefusal(first?.reason)) return translate(REFUSALS[first.reason]);
  if (first?.code === 'FORBIDDEN') return translate(msg`You do not have permission to make this change.`);
  return errorMessage(error);
}
