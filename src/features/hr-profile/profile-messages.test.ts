import { describe, expect, it } from 'vitest';
import { HR_ERROR_MESSAGES, HR_FIELD_LABELS, HR_GROUP_LABELS, HR_PROFILE_ANSWERS } from '@/domain/hr-profile-messages';
import { HR_PROFILE_GROUPS } from '@/domain/hr-profile-fields';
import { ANSWERS, ERROR_MESSAGES, FIELD_LABELS, GROUP_LABELS, OPTION_LABELS } from './profile-messages';

const texts = (table: Record<string, { message?: string }>) => Object.fromEntries(Object.entries(table).map(([k, d]) => [k, d.message]));

// The API translates its answers from the catalogs these Lingui messages are extracted into: the
// English texts must be the same on both sides, or the API would answer in English.
describe('HR profile messages', () => {
  it('say the same as the domain texts the API translates', () => {
    expect(texts(GROUP_LABELS)).toEqual(HR_GROUP_LABELS);
    expect(texts(FIELD_LABELS)).toEqual(HR_FIELD_LABELS);
    expect(texts(ERROR_MESSAGES)).toEqual(HR_ERROR_MESSAGES);
    expect(texts(ANSWERS)).toEqual(HR_PROFILE_ANSWERS);
  });

  it('label every field and every value of every select field', () => {
    for (const group of HR_PROFILE_GROUPS) {
      for (const field of group.fields) {
        expect(FIELD_LABELS[`${group.key}.${field.key}`]).toBeDefined();
        for (const option of field.options ?? []) expect(OPTION_LABELS[`${group.key}.${field.key}`]?.[option]).toBeDefined();
      }
    }
  });
});
