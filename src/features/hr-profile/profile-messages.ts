import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { HrProfileErrorCode } from '@/domain/hr-profile';
import type { HrGroupKey } from '@/domain/hr-profile-fields';

// The portal's side of src/domain/hr-profile-messages.ts: the same English texts as Lingui messages,
// so they are extracted into the catalogs the API translates from (a test keeps both equal).

export const GROUP_LABELS: Record<HrGroupKey, MessageDescriptor> = {
  identity: msg`Identity`,
  contact: msg`Contact`,
  family: msg`Family`,
  bank: msg`Bank account`,
  employment: msg`Employment`,
  tax: msg`Tax`,
};

export const FIELD_LABELS: Record<string, MessageDescriptor> = {
  'identity.lastName': msg`Last name`,
  'identity.firstName': msg`First name`,
  'identity.birthName': msg`Birth name`,
  'identity.birthDate': msg`Date of birth`,
  'identity.birthPlace': msg`Place of birth`,
  'identity.nationality': msg`Nationality`,
  'identity.gender': msg`Gender`,
  'identity.socialSecurityNumber': msg`Social security number (matricule)`,
  'contact.street': msg`Street and number`,
  'contact.postalCode': msg`Postal code`,
  'contact.city': msg`City`,
  'contact.country': msg`Country`,
  'contact.privateEmail': msg`Private email`,
  'contact.privatePhone': msg`Private phone`,
  'family.maritalStatus': msg`Marital status`,
  'family.childrenCount': msg`Number of children`,
  'bank.iban': msg`IBAN`,
  'bank.bic': msg`BIC`,
  'bank.accountHolder': msg`Account holder`,
  'employment.startDate': msg`Start date`,
  'employment.endDate': msg`End date`,
  'employment.jobTitle': msg`Job title`,
  'employment.contractType': msg`Contract type`,
  'employment.weeklyHours': msg`Weekly hours`,
  'tax.taxClass': msg`Tax class`,
  'tax.crossBorderCountry': msg`Cross-border country`,
};

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

/** Labels of the select fields' values, by 'group.field' then value. */
export const OPTION_LABELS: Record<string, Record<string, MessageDescriptor>> = {
  'identity.gender': { female: msg`Female`, male: msg`Male`, other: msg`Other` },
  'family.maritalStatus': {
    single: msg`Single`,
    married: msg`Married`,
    partnership: msg`Registered partnership`,
    divorced: msg`Divorced`,
    widowed: msg`Widowed`,
  },
  'employment.contractType': {
    permanent: msg`Permanent contract`,
    fixed_term: msg`Fixed-term contract`,
    apprentice: msg`Apprenticeship`,
    student: msg`Student job`,
  },
  'tax.taxClass': { '1': msg`Class 1`, '1a': msg`Class 1a`, '2': msg`Class 2` },
  'tax.crossBorderCountry': { none: msg`None (resident)`, FR: msg`France`, BE: msg`Belgium`, DE: msg`Germany` },
};
