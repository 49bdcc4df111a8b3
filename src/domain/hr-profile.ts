import { isValidCalendarDay } from './calendar-day';
import {
  emptyHrProfile,
  findHrGroup,
  HR_PROFILE_GROUPS,
  HR_TEXT_MAX_LENGTH,
  type HrFieldDefinition,
  type HrFieldValue,
  type HrProfileData,
} from './hr-profile-fields';
import { isValidIban, normalizeIban } from './iban';
import { isValidLuMatricule, normalizeLuMatricule } from './lu-matricule';

// Validation of `profileData` for updateHrProfile (API) and the profile editor (portal). Error codes
// are stable strings the portal translates; `path` is 'group' or 'group.field'.

export type HrProfileErrorCode =
  | 'invalid_type'
  | 'unknown_group'
  | 'unknown_field'
  | 'required'
  | 'too_long'
  | 'invalid_date'
  | 'invalid_email'
  | 'invalid_phone'
  | 'invalid_option'
  | 'not_integer'
  | 'negative'
  | 'too_large'
  | 'invalid_iban'
  | 'invalid_matricule'
  | 'end_before_start';

export type HrProfileError = { path: string; code: HrProfileErrorCode };

export type HrProfileValidation = { ok: true; value: HrProfileData } | { ok: false; errors: HrProfileError[] };

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
// Digits with the separators people type; at least 4 digits, at most 20.
const PHONE = /^\+?[\d\s()./-]+$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type FieldResult = { value: HrFieldValue } | { code: HrProfileErrorCode };

function checkNumber(field: HrFieldDefinition, value: number): FieldResult {
  if (!Number.isFinite(value)) return { code: 'invalid_type' };
  if (field.type === 'integer' && !Number.isInteger(value)) return { code: 'not_integer' };
  if (value < (field.min ?? 0)) return { code: 'negative' };
  if (field.max !== undefined && value > field.max) return { code: 'too_large' };
  return { value };
}

function checkString(field: HrFieldDefinition, value: string): FieldResult {
  if (value.length > HR_TEXT_MAX_LENGTH) return { code: 'too_long' };
  switch (field.type) {
    case 'date':
      return isValidCalendarDay(value) ? { value } : { code: 'invalid_date' };
    case 'email':
      return EMAIL.test(value) && value.length <= 254 ? { value } : { code: 'invalid_email' };
    case 'phone': {
      const digits = value.replace(/\D/g, '').length;
      return PHONE.test(value) && digits >= 4 && digits <= 20 ? { value } : { code: 'invalid_phone' };
    }
    case 'select':
      return field.options?.includes(value) ? { value } : { code: 'invalid_option' };
    case 'iban':
      return isValidIban(value) ? { value: normalizeIban(value) } : { code: 'invalid_iban' };
    case 'matricule':
      return isValidLuMatricule(value) ? { value: normalizeLuMatricule(value) } : { code: 'invalid_matricule' };
    default:
      return { value };
  }
}

/** Strings are trimmed and '' means "no value", as an emptied form input sends it. */
function checkField(field: HrFieldDefinition, raw: unknown): FieldResult {
  const value = typeof raw === 'string' ? raw.trim() : raw;
  if (value === null || value === undefined || value === '') {
    return field.required ? { code: 'required' } : { value: null };
  }
  const numeric = field.type === 'integer' || field.type === 'number';
  if (numeric) return typeof value === 'number' ? checkNumber(field, value) : { code: 'invalid_type' };
  return typeof value === 'string' ? checkString(field, value) : { code: 'invalid_type' };
}

/**
 * Checks a whole profile. Missing groups and fields count as empty; unknown ones are refused so a
 * typo never silently stores data nobody sees. On success the value holds every group and field,
 * normalised (trimmed strings, IBAN without spaces, matricule digits only).
 */
export function validateHrProfile(data: unknown): HrProfileValidation {
  if (!isRecord(data)) return { ok: false, errors: [{ path: '', code: 'invalid_type' }] };
  const errors: HrProfileError[] = [];
  for (const [groupKey, group] of Object.entries(data)) {
    const definition = findHrGroup(groupKey);
    if (!definition) errors.push({ path: groupKey, code: 'unknown_group' });
    else if (group !== null && !isRecord(group)) errors.push({ path: groupKey, code: 'invalid_type' });
    else if (group !== null) {
      for (const fieldKey of Object.keys(group)) {
        if (!definition.fields.some((f) => f.key === fieldKey)) {
          errors.push({ path: `${groupKey}.${fieldKey}`, code: 'unknown_field' });
        }
      }
    }
  }
  const value = emptyHrProfile();
  for (const group of HR_PROFILE_GROUPS) {
    const rawGroup = data[group.key];
    const values = isRecord(rawGroup) ? rawGroup : {};
    if (rawGroup !== undefined && rawGroup !== null && !isRecord(rawGroup)) continue;
    for (const field of group.fields) {
      const result = checkField(field, values[field.key]);
      if ('code' in result) errors.push({ path: `${group.key}.${field.key}`, code: result.code });
      else value[group.key][field.key] = result.value;
    }
  }
  const { startDate, endDate } = value.employment;
  if (typeof startDate === 'string' && typeof endDate === 'string' && endDate < startDate) {
    errors.push({ path: 'employment.endDate', code: 'end_before_start' });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value };
}
