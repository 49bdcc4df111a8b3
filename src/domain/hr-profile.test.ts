import { describe, expect, it } from 'vitest';
import { emptyHrProfile, HR_GROUP_KEYS, HR_PROFILE_GROUPS } from './hr-profile-fields';
import { validateHrProfile, type HrProfileError } from './hr-profile';

const minimal = { identity: { lastName: 'Muller', firstName: 'Élise', birthDate: '1983-08-12' } };

function errorsOf(data: unknown): HrProfileError[] {
  const result = validateHrProfile(data);
  return result.ok ? [] : result.errors;
}

describe('HR profile definition', () => {
  it('has the groups and fields of decisions.md', () => {
    expect(HR_PROFILE_GROUPS.map((g) => g.key)).toEqual([...HR_GROUP_KEYS]);
    const keys = Object.fromEntries(HR_PROFILE_GROUPS.map((g) => [g.key, g.fields.map((f) => f.key)]));
    expect(keys).toEqual({
      identity: ['lastName', 'firstName', 'birthName', 'birthDate', 'birthPlace', 'nationality', 'gender', 'socialSecurityNumber'],
      contact: ['street', 'postalCode', 'city', 'country', 'privateEmail', 'privatePhone'],
      family: ['maritalStatus', 'childrenCount'],
      bank: ['iban', 'bic', 'accountHolder'],
      employment: ['startDate', 'endDate', 'jobTitle', 'contractType', 'weeklyHours'],
      tax: ['taxClass', 'crossBorderCountry'],
    });
  });

  it('starts an empty profile with every field null', () => {
    expect(emptyHrProfile().bank).toEqual({ iban: null, bic: null, accountHolder: null });
  });
});

describe('validateHrProfile', () => {
  it('accepts a minimal profile and fills the rest with null', () => {
    const result = validateHrProfile(minimal);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.identity.firstName).toBe('Élise');
    expect(result.value.tax).toEqual({ taxClass: null, crossBorderCountry: null });
  });

  it('accepts and normalises a complete profile', () => {
    const result = validateHrProfile({
      identity: { ...minimal.identity, gender: 'female', socialSecurityNumber: '1983 0812 467 85', nationality: 'LU' },
      contact: { privateEmail: 'elise@example.lu', privatePhone: '+352 621 123 456', city: ' Esch ' },
      family: { maritalStatus: 'married', childrenCount: 2 },
      bank: { iban: 'lu28 0019 4006 4475 0000', bic: 'BCEELULL' },
      employment: { startDate: '2020-01-01', endDate: '2020-12-31', contractType: 'fixed_term', weeklyHours: 40 },
      tax: { taxClass: '1a', crossBorderCountry: 'none' },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.bank.iban).toBe('LU280019400644750000');
    expect(result.value.identity.socialSecurityNumber).toBe('1983081246785');
    expect(result.value.contact.city).toBe('Esch');
  });

  it('requires last name, first name and birth date', () => {
    expect(errorsOf({})).toEqual([
      { path: 'identity.lastName', code: 'required' },
      { path: 'identity.firstName', code: 'required' },
      { path: 'identity.birthDate', code: 'required' },
    ]);
    expect(errorsOf({ identity: { ...minimal.identity, firstName: '   ' } })).toEqual([
      { path: 'identity.firstName', code: 'required' },
    ]);
  });

  it('refuses unknown groups and fields and wrong shapes', () => {
    expect(errorsOf(null)).toEqual([{ path: '', code: 'invalid_type' }]);
    expect(errorsOf([])).toEqual([{ path: '', code: 'invalid_type' }]);
    expect(errorsOf({ ...minimal, hobbies: {} })).toEqual([{ path: 'hobbies', code: 'unknown_group' }]);
    expect(errorsOf({ ...minimal, bank: { swift: 'x' } })).toEqual([{ path: 'bank.swift', code: 'unknown_field' }]);
    expect(errorsOf({ ...minimal, bank: 'LU28' })).toEqual([{ path: 'bank', code: 'invalid_type' }]);
    expect(errorsOf({ ...minimal, bank: null })).toEqual([]);
  });

  it.each([
    [{ identity: { ...minimal.identity, lastName: 42 } }, 'identity.lastName', 'invalid_type'],
    [{ identity: { ...minimal.identity, lastName: 'x'.repeat(201) } }, 'identity.lastName', 'too_long'],
    [{ identity: { ...minimal.identity, birthDate: '1983-02-29' } }, 'identity.birthDate', 'invalid_date'],
    [{ identity: { ...minimal.identity, birthDate: '12.08.1983' } }, 'identity.birthDate', 'invalid_date'],
    [{ identity: { ...minimal.identity, gender: 'unknown' } }, 'identity.gender', 'invalid_option'],
    [{ identity: { ...minimal.identity, socialSecurityNumber: '1983081246784' } }, 'identity.socialSecurityNumber', 'invalid_matricule'],
    [{ ...minimal, contact: { privateEmail: 'elise@' } }, 'contact.privateEmail', 'invalid_email'],
    [{ ...minimal, contact: { privateEmail: 'a b@c.lu' } }, 'contact.privateEmail', 'invalid_email'],
    [{ ...minimal, contact: { privatePhone: 'call me' } }, 'contact.privatePhone', 'invalid_phone'],
    [{ ...minimal, contact: { privatePhone: '12' } }, 'contact.privatePhone', 'invalid_phone'],
    [{ ...minimal, family: { childrenCount: -1 } }, 'family.childrenCount', 'negative'],
    [{ ...minimal, family: { childrenCount: 1.5 } }, 'family.childrenCount', 'not_integer'],
    [{ ...minimal, family: { childrenCount: '2' } }, 'family.childrenCount', 'invalid_type'],
    [{ ...minimal, family: { maritalStatus: 'Married' } }, 'family.maritalStatus', 'invalid_option'],
    [{ ...minimal, bank: { iban: 'LU28 0019 4006 4475 0001' } }, 'bank.iban', 'invalid_iban'],
    [{ ...minimal, employment: { weeklyHours: -5 } }, 'employment.weeklyHours', 'negative'],
    [{ ...minimal, employment: { weeklyHours: 200 } }, 'employment.weeklyHours', 'too_large'],
    [{ ...minimal, employment: { weeklyHours: Number.NaN } }, 'employment.weeklyHours', 'invalid_type'],
    [{ ...minimal, employment: { startDate: '2021-01-01', endDate: '2020-12-31' } }, 'employment.endDate', 'end_before_start'],
    [{ ...minimal, tax: { taxClass: 1 } }, 'tax.taxClass', 'invalid_type'],
    [{ ...minimal, tax: { crossBorderCountry: 'LU' } }, 'tax.crossBorderCountry', 'invalid_option'],
  ])('reports %j as %s %s', (data, path, code) => {
    expect(errorsOf(data)).toEqual([{ path, code }]);
  });

  it('accepts decimals for weekly hours and empty strings as no value', () => {
    expect(errorsOf({ ...minimal, employment: { weeklyHours: 37.5, jobTitle: '' }, family: { childrenCount: null } })).toEqual([]);
  });
});
