import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { HrGroupKey } from '@/domain/hr-profile-fields';

// The HR profile's groups, fields and options in words: the profile editor and the administrators'
// record inspection (an employee record's profile and its versions) name them alike. The English
// texts are also the API's (src/domain/hr-profile-messages.ts; src/features/hr-profile/profile-messages.test.ts
// keeps them equal).

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
