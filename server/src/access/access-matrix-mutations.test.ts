// Access matrix, mutations without files: who may, who is refused, and that a refusal changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyEmployees, users } from '../db/schema';
import { DEMO_USERS } from '../db/seed/demo-facts';
import { employeeProfileData } from '../db/seed/demo-people';
import { createTestApp, type TestApp } from '../testing/test-app';
import { dataAs, demoIds, errorCodesAs, SIGNED_OUT, type Caller, type DemoIds } from '../testing/access-matrix-support';

let app: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app);
});
afterAll(() => app.close());

describe('createCompanyEmployee', () => {
  const create = 'mutation($name: String!, $company: ID!) { createCompanyEmployee(data: { name: $name, company: { connect: { id: $company } } }) { name company { code } } }';
  const namesLike = async (name: string) => app.services.db.select().from(companyEmployees).where(eq(companyEmployees.name, name));

  it.each([
    ['admin', '1001'],
    ['payroll', '1001'],
    ['hr', '1001'],
    ['multi', '1002'],
  ] as const)('%s adds an employee to %s', async (caller, company) => {
    const name = `New ${caller}`;
    const data = await dataAs(app, caller, create, { name, company: ids.company[company] });
    expect(data).toEqual({ createCompanyEmployee: { name, company: { code: company } } });
    expect(await namesLike(name)).toHaveLength(1);
  });

  it.each([
    ['accountant', '1001', 'FORBIDDEN'],
    ['finance', '1001', 'FORBIDDEN'],
    ['employee', '1001', 'FORBIDDEN'],
    // multi is HR at 1002 only.
    ['multi', '1001', 'FORBIDDEN'],
    // A company the caller cannot read is not found rather than forbidden.
    ['hr', '1002', 'NOT_FOUND'],
    ['anonymous', '1001', 'UNAUTHENTICATED'],
    ['disabled', '1001', 'UNAUTHENTICATED'],
  ] as const)('%s may not add an employee to %s (%s) and nothing is saved', async (caller, company, code) => {
    const name = `Refused ${caller} ${company}`;
    expect(await errorCodesAs(app, caller, create, { name, company: ids.company[company] })).toEqual([code]);
    expect(await namesLike(name)).toEqual([]);
  });

  it('refuses a code the company already uses, clearly and in the caller\'s language, and saves nothing', async () => {
    const withCode = 'mutation($name: String!, $company: ID!, $code: String) { createCompanyEmployee(data: { name: $name, code: $code, company: { connect: { id: $company } } }) { id } }';
    const name = 'Duplicate code 4';
    // multi@ (HR at 1002, saved Portuguese) is employee 4 of 1002.
    const res = await app.gql(withCode, { name, code: '4', company: ids.company['1002'] }, await app.tokenFor(DEMO_USERS.multi.email));
    expect(res.errors?.map((e) => [e.extensions?.code, (e.extensions as { reason?: string } | undefined)?.reason, e.message])).toEqual([
      ['BAD_USER_INPUT', 'DUPLICATE_EMPLOYEE_CODE', 'Outro colaborador desta empresa tem este código.'],
    ]);
    expect(await namesLike(name)).toEqual([]);
  });
});

describe('updateHrProfile', () => {
  const update = 'mutation($id: ID!, $data: JSON!) { updateHrProfile(id: $id, data: $data) { error message code version } }';
  const read = `query($id: ID!) { companyEmployee(where: { id: $id }) { profileData profileHistory { data changedBy { email } } } }`;
  type Profile = { companyEmployee: { profileData: { contact: { city: string } }; profileHistory: { data: { contact?: { city: string } }; changedBy: { email: string } | null }[] } };
  const withCity = (city: string) => {
    const profile = employeeProfileData() as { contact: Record<string, unknown> };
    return { ...profile, contact: { ...profile.contact, city } };
  };
  const profileOf = async (employee: string) => (await dataAs<Profile>(app, 'admin', read, { id: ids.employee[employee] })).companyEmployee;

  it('the employee saves their own profile; the previous version is kept in the history', async () => {
    const data = await dataAs(app, 'employee', update, { id: ids.employee['1001/12'], data: withCity('Differdange') });
    expect(data).toEqual({ updateHrProfile: { error: false, message: 'Profil enregistré', code: null, version: expect.any(Number) } });
    const profile = await profileOf('1001/12');
    expect(profile.profileData.contact.city).toBe('Differdange');
    expect(profile.profileHistory.map((v) => [v.data.contact?.city, v.changedBy?.email ?? null])).toEqual([
      ['Differdange', DEMO_USERS.employee.email],
      ['Esch-sur-Alzette', null],
    ]);
  });

  it.each(['hr', 'payroll', 'admin'] as const)('%s saves it too, and the history grows by one each time', async (caller) => {
    const before = (await profileOf('1001/12')).profileHistory.length;
    const city = `City of ${caller}`;
    expect(await dataAs(app, caller, update, { id: ids.employee['1001/12'], data: withCity(city) })).toEqual({ updateHrProfile: { error: false, message: 'Profil enregistré', code: null, version: expect.any(Number) } });
    const profile = await profileOf('1001/12');
    expect(profile.profileData.contact.city).toBe(city);
    expect(profile.profileHistory).toHaveLength(before + 1);
    expect(profile.profileHistory[0]!.changedBy?.email).toBe(DEMO_USERS[caller].email);
  });

  it('multi, HR at 1002, saves the profile of a 1002 employee', async () => {
    expect(await dataAs(app, 'multi', update, { id: ids.employee['1002/1'], data: withCity('Kirchberg') })).toEqual({ updateHrProfile: { error: false, message: 'Perfil guardado', code: null, version: expect.any(Number) } });
    expect((await profileOf('1002/1')).profileData.contact.city).toBe('Kirchberg');
  });

  it('an invalid value answers { error: true } naming the field, and saves nothing', async () => {
    const before = await profileOf('1001/12');
    const profile = employeeProfileData() as { bank: Record<string, unknown> };
    const data = await dataAs<{ updateHrProfile: { error: boolean; message: string } }>(app, 'employee', update, {
      id: ids.employee['1001/12'],
      data: { ...profile, bank: { ...profile.bank, iban: 'LU00 1234' } },
    });
    expect(data.updateHrProfile).toMatchObject({ error: true, code: 'INVALID', message: 'IBAN: Cet IBAN n’est pas valide : vérifiez le code pays, la longueur et les chiffres de contrôle.' });
    expect(await profileOf('1001/12')).toEqual(before);
  });

  it.each([
    ['finance', 'NOT_FOUND'],
    ['accountant', 'NOT_FOUND'],
    // multi is no HR at 1001, so another 1001 employee's record is out of reach.
    ['multi', 'NOT_FOUND'],
    ['anonymous', 'UNAUTHENTICATED'],
    ['disabled', 'UNAUTHENTICATED'],
  ] as const)('%s may not edit employee@’s profile (%s); nothing changes', async (caller: Caller, code) => {
    const before = await profileOf('1001/12');
    expect(await errorCodesAs(app, caller, update, { id: ids.employee['1001/12'], data: withCity('Refused') })).toEqual([code]);
    expect(await profileOf('1001/12')).toEqual(before);
  });

  it('an account manager reads every record but edits no profile: FORBIDDEN from the access layer, nothing changes', async () => {
    // employee@ is given canManageAccounts for this test only: it opens every record for reading.
    const grant = (on: boolean) => app.services.db.update(users).set({ canManageAccounts: on }).where(eq(users.id, ids.user.employee));
    await grant(true);
    try {
      const before = await profileOf('1001/7');
      const res = await app.gql(update, { id: ids.employee['1001/7'], data: withCity('Refused') }, await app.tokenFor(DEMO_USERS.employee.email));
      expect(res.errors?.map((e) => [e.extensions?.code, (e.extensions as { reason?: string }).reason])).toEqual([['FORBIDDEN', 'NOT_ALLOWED']]);
      expect(await profileOf('1001/7')).toEqual(before);
    } finally {
      await grant(false);
    }
  });

  it('HR of 1001 may not edit a 1002 profile; nothing changes', async () => {
    const before = await profileOf('1002/2');
    expect(await errorCodesAs(app, 'hr', update, { id: ids.employee['1002/2'], data: withCity('Refused') })).toEqual(['NOT_FOUND']);
    expect(await profileOf('1002/2')).toEqual(before);
  });
});

describe('updateMyProfileLanguage', () => {
  const change = 'mutation($language: String!) { updateMyProfileLanguage(language: $language) { status } }';

  it('answers Language already set, then Language changed, and the new language sticks', async () => {
    expect(await dataAs(app, 'finance', change, { language: 'de' })).toEqual({ updateMyProfileLanguage: { status: 'Language already set' } });
    expect(await dataAs(app, 'finance', change, { language: 'fr' })).toEqual({ updateMyProfileLanguage: { status: 'Language changed' } });
    expect(await dataAs(app, 'finance', '{ myLanguage me { language } }')).toEqual({ myLanguage: 'fr', me: { language: 'fr' } });
    expect(await dataAs(app, 'finance', change, { language: 'fr' })).toEqual({ updateMyProfileLanguage: { status: 'Language already set' } });
  });

  it('refuses an unsupported language and keeps the old one', async () => {
    expect(await errorCodesAs(app, 'multi', change, { language: 'xx' })).toEqual(['BAD_USER_INPUT']);
    expect(await dataAs(app, 'multi', '{ myLanguage }')).toEqual({ myLanguage: DEMO_USERS.multi.language });
  });

  it.each(SIGNED_OUT)('%s gets UNAUTHENTICATED', async (caller) => {
    expect(await errorCodesAs(app, caller, change, { language: 'en' })).toEqual(['UNAUTHENTICATED']);
  });
});
