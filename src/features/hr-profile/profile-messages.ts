import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { HrProfileErrorCode } from '@/domain/hr-profile';

// The portal's side of src/domain/hr-profile-messages.ts: the same English texts as Lingui messages,
// so they are extracted into the catalogs the API translates from (a test keeps both equal). The
// names of the groups, fields and options are shared with the record inspection: src/lib/i18n/profile-words.ts.

export { FIELD_LABELS, GROUP_LABELS, OPTION_LABELS } from '@/lib/i18n/profile-words';

export const ERROR_MESSAGES: Record<HrProfileErrorCode, MessageDescriptor> = {
  invalid_type: msg`This value has the wrong type.`,
  unknown_group: msg`This group of fields does not exist.`,
  unknown_field: msg`This field does not exist.`,
  required: msg`This field is required.`,
  too_long: msg`This text is too long (at most 200 characters).`,
  invalid_date: msg`This is not a valid date.`,
  invalid_email: msg`This is not a valid email address.`,
  invalid_phone: msg`This is not a valid phone number.`,
  invalid_option: msg`Choose one of the offered values.`,
  not_integer: msg`Enter a whole number.`,
  negative: msg`The number is too small.`,
  too_large: msg`The number is too large.`,
  invalid_iban: msg`This IBAN is not valid: check the country code, the length and the check digits.`,
  invalid_matricule: msg`This matricule is not valid: 13 digits, starting with the date of birth, with correct check digits.`,
  end_before_start: msg`The end date is before the start date.`,
};

export const ANSWERS = {
  saved: msg`Profile saved`,
  stale: msg`Someone else saved this profile after you opened it. Your changes were not saved; review what changed, then save again.`,
  bankWhileImpersonating: msg`Bank details cannot be changed while using another person’s account.`,
};
