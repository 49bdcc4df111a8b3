import type { HrGroupKey } from './hr-profile-fields';
import type { HrProfileError, HrProfileErrorCode } from './hr-profile';

// The English source text of every HR profile label and validation message. The portal declares the
// same texts as Lingui messages (features/hr-profile/profile-messages.ts, checked equal by a test),
// so they land in locales/*/messages.po; the API translates its answers from those same catalogs.
// One wording, one translation, on both sides.

export const HR_GROUP_LABELS: Record<HrGroupKey, string> = {
  identity: 'Identity',
  contact: 'Contact',
  family: 'Family',
  bank: 'Bank account',
  employment: 'Employment',
  tax: 'Tax',
};

export const HR_FIELD_LABELS: Record<string, string> = {
  'identity.lastName': 'Last name',
  'identity.firstName': 'First name',
  'identity.birthName': 'Birth name',
  'identity.birthDate': 'Date of birth',
  'identity.birthPlace': 'Place of birth',
  'identity.nationality': 'Nationality',
  'identity.gender': 'Gender',
  'identity.socialSecurityNumber': 'Social security number (matricule)',
  'contact.street': 'Street and number',
  'contact.postalCode': 'Postal code',
  'contact.city': 'City',
  'contact.country': 'Country',
  'contact.privateEmail': 'Private email',
  'contact.privatePhone': 'Private phone',
  'family.maritalStatus': 'Marital status',
  'family.childrenCount': 'Number of children',
  'bank.iban': 'IBAN',
  'bank.bic': 'BIC',
  'bank.accountHolder': 'Account holder',
  'employment.startDate': 'Start date',
  'employment.endDate': 'End date',
  'employment.jobTitle': 'Job title',
  'employment.contractType': 'Contract type',
  'employment.weeklyHours': 'Weekly hours',
  'tax.taxClass': 'Tax class',
  'tax.crossBorderCountry': 'Cross-border country',
};

export const HR_ERROR_MESSAGES: Record<HrProfileErrorCode, string> = {
  invalid_type: 'This value has the wrong type.',
  unknown_group: 'This group of fields does not exist.',
  unknown_field: 'This field does not exist.',
  required: 'This field is required.',
  too_long: 'This text is too long (at most 200 characters).',
  invalid_date: 'This is not a valid date.',
  invalid_email: 'This is not a valid email address.',
  invalid_phone: 'This is not a valid phone number.',
  invalid_option: 'Choose one of the offered values.',
  not_integer: 'Enter a whole number.',
  negative: 'The number is too small.',
  too_large: 'The number is too large.',
  invalid_iban: 'This IBAN is not valid: check the country code, the length and the check digits.',
  invalid_matricule: 'This matricule is not valid: 13 digits, starting with the date of birth, with correct check digits.',
  end_before_start: 'The end date is before the start date.',
};

/** updateHrProfile's answers besides field errors. */
export const HR_PROFILE_ANSWERS = {
  saved: 'Profile saved',
  stale: 'Someone else saved this profile after you opened it. Your changes were not saved; review what changed, then save again.',
  bankWhileImpersonating: 'Bank details cannot be changed while using another person’s account.',
} as const;

/** The label of an error's path ('group.field', or 'group'); the raw path when unknown. */
export function hrPathLabel(path: string): string {
  return HR_FIELD_LABELS[path] ?? HR_GROUP_LABELS[path as HrGroupKey] ?? path;
}

/** Formats errors as '{label}: {message}' lines, through a translate function (identity for English). */
export function describeHrProfileErrors(errors: readonly HrProfileError[], translate: (english: string) => string): string {
  return errors.map((e) => `${translate(hrPathLabel(e.path))}: ${translate(HR_ERROR_MESSAGES[e.code])}`).join('\n');
}
