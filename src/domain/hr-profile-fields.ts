// The HR profile (`profileData`) groups and fields of decisions.md "HR profile". Labels live in the
// portal's translations, keyed by group and field key.

export type HrFieldType =
  | 'text'
  | 'date'
  | 'email'
  | 'phone'
  | 'select'
  | 'integer'
  | 'number'
  | 'iban'
  | 'matricule';

export type HrFieldDefinition = {
  key: string;
  type: HrFieldType;
  required: boolean;
  options?: readonly string[];
  /** For integer and number fields. */
  min?: number;
  max?: number;
};

export type HrGroupDefinition = { key: HrGroupKey; fields: readonly HrFieldDefinition[] };

export const HR_GROUP_KEYS = ['identity', 'contact', 'family', 'bank', 'employment', 'tax'] as const;
export type HrGroupKey = (typeof HR_GROUP_KEYS)[number];

/** Longest accepted text value; profile fields are names and short labels, not documents. */
export const HR_TEXT_MAX_LENGTH = 200;

const text = (key: string, required = false): HrFieldDefinition => ({ key, type: 'text', required });
const field = (key: string, type: HrFieldType, extra: Partial<HrFieldDefinition> = {}): HrFieldDefinition => ({
  key,
  type,
  required: false,
  ...extra,
});

export const HR_PROFILE_GROUPS: readonly HrGroupDefinition[] = [
  {
    key: 'identity',
    fields: [
      text('lastName', true),
      text('firstName', true),
      text('birthName'),
      field('birthDate', 'date', { required: true }),
      text('birthPlace'),
      text('nationality'),
      // decisions.md lists gender without values; these are the ones Luxembourg forms offer.
      field('gender', 'select', { options: ['female', 'male', 'other'] }),
      field('socialSecurityNumber', 'matricule'),
    ],
  },
  {
    key: 'contact',
    fields: [
      text('street'),
      text('postalCode'),
      text('city'),
      text('country'),
      field('privateEmail', 'email'),
      field('privatePhone', 'phone'),
    ],
  },
  {
    key: 'family',
    fields: [
      field('maritalStatus', 'select', { options: ['single', 'married', 'partnership', 'divorced', 'widowed'] }),
      field('childrenCount', 'integer', { min: 0, max: 30 }),
    ],
  },
  {
    key: 'bank',
    fields: [field('iban', 'iban'), text('bic'), text('accountHolder')],
  },
  {
    key: 'employment',
    fields: [
      field('startDate', 'date'),
      field('endDate', 'date'),
      text('jobTitle'),
      field('contractType', 'select', { options: ['permanent', 'fixed_term', 'apprentice', 'student'] }),
      // A week has 168 hours; anything above is a typo.
      field('weeklyHours', 'number', { min: 0, max: 168 }),
    ],
  },
  {
    key: 'tax',
    fields: [
      field('taxClass', 'select', { options: ['1', '1a', '2'] }),
      field('crossBorderCountry', 'select', { options: ['none', 'FR', 'BE', 'DE'] }),
    ],
  },
];

export type HrFieldValue = string | number | null;
export type HrProfileData = Record<HrGroupKey, Record<string, HrFieldValue>>;

export function findHrGroup(key: string): HrGroupDefinition | undefined {
  return HR_PROFILE_GROUPS.find((group) => group.key === key);
}

/** A profile with every field present and empty: the starting point of a new employee's editor. */
export function emptyHrProfile(): HrProfileData {
  return Object.fromEntries(
    HR_PROFILE_GROUPS.map((group) => [group.key, Object.fromEntries(group.fields.map((f) => [f.key, null]))]),
  ) as HrProfileData;
}
