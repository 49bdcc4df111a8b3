// updateHrProfile beyond access: validation answered in the caller's language when the portal's own
// checks are bypassed (raw requests), optimistic concurrency on the profile version, bank details
// while impersonating.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, GRAPHQL_PATH } from '../../../../src/domain/api-transport';
import { DEMO_USERS } from '../../db/seed/demo-facts';
import { employeeProfileData } from '../../db/seed/demo-people';
import { dataAs, demoIds, type DemoIds } from '../../testing/access-matrix-support';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app);
});
afterAll(() => app.close());

type Answer = { error: boolean; message: string; code: string | null; version: number | null };
const update = 'mutation($id: ID!, $data: JSON!, $expectedVersion: Int) { updateHrProfile(id: $id, data: $data, expectedVersion: $expectedVersion) { error message code version } }';
const read = 'query($id: ID!) { companyEmployee(where: { id: $id }) { profileVersion profileData profileHistory { id changedByName } } }';
type Profile = { profileVersion: number; profileData: Record<string, Record<string, unknown>>; profileHistory: { id: string; changedByName: string | null }[] };

const profileOf = async (employee: string) => (await dataAs<{ companyEmployee: Profile }>(app, 'admin', read, { id: ids.employee[employee] })).companyEmployee;
const withValue = (group: string, field: string, value: unknown) => {
  const profile = employeeProfileData() as Record<string, Record<string, unknown>>;
  return { ...profile, [group]: { ...profile[group], [field]: value } };
};

/** A hand-written HTTP request, as a script bypassing the portal would send it. */
async function rawUpdate(email: string, variables: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await app.fetch(GRAPHQL_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'true', authorization: `Bearer ${await app.tokenFor(email)}`, ...headers },
    body: JSON.stringify({ query: update, variables }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { updateHrProfile: Answer } }).data.updateHrProfile;
}

describe('updateHrProfile refuses invalid values with a translated message', () => {
  it('in the language of the request when the user saved none (German), and saves nothing', async () => {
    const before = await profileOf('1001/12');
    const answer = await rawUpdate(DEMO_USERS.employee.email, { id: ids.employee['1001/12'], data: withValue('bank', 'iban', 'LU28 0019 4006 4475 0001') }, { 'accept-language': 'de-LU,de;q=0.9' });
    expect(answer).toEqual({
      error: true,
      code: 'INVALID',
      version: null,
      message: 'IBAN: Diese IBAN ist ungültig: Prüfen Sie Ländercode, Länge und Prüfziffern.',
    });
    expect(await profileOf('1001/12')).toEqual(before);
  });

  it('in the saved language of the user (Portuguese for multi), naming every wrong field', async () => {
    const data = { ...withValue('identity', 'socialSecurityNumber', '1990041204799'), tax: { taxClass: '3', crossBorderCountry: 'none' } };
    const answer = await rawUpdate(DEMO_USERS.multi.email, { id: ids.employee['1002/1'], data }, { 'accept-language': 'en' });
    expect(answer.error).toBe(true);
    expect(answer.message.split('\n')).toEqual([
      'Número de segurança social (matrícula): Esta matrícula não é válida: 13 dígitos, começando pela data de nascimento, com dígitos de controlo corretos.',
      'Classe de imposto: Escolha um dos valores propostos.',
    ]);
  });

  it('in French without a saved or requested language (spec §1)', async () => {
    const answer = await rawUpdate(DEMO_USERS.hr.email, { id: ids.employee['1001/12'], data: withValue('identity', 'lastName', '  ') });
    expect(answer.message).toBe('Nom: Ce champ est obligatoire.');
  });

  it('refuses unknown fields a portal would never send', async () => {
    const answer = await rawUpdate(DEMO_USERS.hr.email, { id: ids.employee['1001/12'], data: withValue('bank', 'pin', '1234') }, { 'accept-language': 'en' });
    expect(answer).toMatchObject({ error: true, code: 'INVALID', message: 'bank.pin: This field does not exist.' });
  });
});

describe('updateHrProfile with expectedVersion (optimistic concurrency)', () => {
  it('saves from the current version and answers the next one', async () => {
    const { profileVersion } = await profileOf('1001/13');
    const answer = await rawUpdate(DEMO_USERS.hr.email, { id: ids.employee['1001/13'], data: withValue('contact', 'city', 'Mersch'), expectedVersion: profileVersion });
    expect(answer).toMatchObject({ error: false, code: null, version: profileVersion + 1 });
    expect((await profileOf('1001/13')).profileVersion).toBe(profileVersion + 1);
  });

  it('refuses a stale edit: the second of two saves from the same version changes nothing', async () => {
    const start = await profileOf('1001/14');
    const first = await rawUpdate(DEMO_USERS.hr.email, { id: ids.employee['1001/14'], data: withValue('contact', 'city', 'Ettelbruck'), expectedVersion: start.profileVersion });
    expect(first.error).toBe(false);
    const afterFirst = await profileOf('1001/14');
    const second = await rawUpdate(DEMO_USERS.payroll.email, { id: ids.employee['1001/14'], data: withValue('contact', 'city', 'Wiltz'), expectedVersion: start.profileVersion }, { 'accept-language': 'en' });
    expect(second).toEqual({
      error: true,
      code: 'STALE',
      version: null,
      message: 'Someone else saved this profile after you opened it. Your changes were not saved; review what changed, then save again.',
    });
    expect(await profileOf('1001/14')).toEqual(afterFirst);
    expect(afterFirst.profileData['contact']?.['city']).toBe('Ettelbruck');
  });

  it('two saves sent at the same time from one version: exactly one is kept', async () => {
    const { profileVersion } = await profileOf('1001/15');
    const answers = await Promise.all(
      ['Vianden', 'Remich'].map((city) => rawUpdate(DEMO_USERS.hr.email, { id: ids.employee['1001/15'], data: withValue('contact', 'city', city), expectedVersion: profileVersion })),
    );
    expect(answers.map((a) => a.code ?? 'SAVED').sort()).toEqual(['SAVED', 'STALE']);
    expect((await profileOf('1001/15')).profileVersion).toBe(profileVersion + 1);
  });

  it('without expectedVersion saves as a Keystone client expects, and the history names who saved', async () => {
    const answer = await rawUpdate(DEMO_USERS.employee.email, { id: ids.employee['1001/12'], data: withValue('contact', 'city', 'Dudelange') }, { 'accept-language': 'en' });
    expect(answer).toMatchObject({ error: false, message: 'Profile saved' });
    expect((await profileOf('1001/12')).profileHistory[0]?.changedByName).toBe(DEMO_USERS.employee.name);
  });
});

describe('updateHrProfile while impersonating', () => {
  const impersonate = 'mutation($id: ID!) { startImpersonation(userId: $id, reason: "Helping with a reported problem") { ... on RedeemUserMagicAuthTokenSuccess { token } } }';

  it('changes no bank details, but other fields', async () => {
    const { startImpersonation } = await dataAs<{ startImpersonation: { token: string } }>(app, 'admin', impersonate, { id: ids.user.employee });
    const asSupport = (data: unknown) =>
      app.gql<{ updateHrProfile: Answer }>(update, { id: ids.employee['1001/12'], data }, startImpersonation.token).then((r) => r.data?.updateHrProfile);
    const before = await profileOf('1001/12');
    const bankChanged = { ...before.profileData, bank: { ...before.profileData['bank'], bic: 'BGLLLULL' } };
    expect(await asSupport(bankChanged)).toMatchObject({ error: true, code: 'FORBIDDEN' });
    expect(await profileOf('1001/12')).toEqual(before);
    const cityChanged = { ...before.profileData, contact: { ...before.profileData['contact'], city: 'Clervaux' } };
    expect(await asSupport(cityChanged)).toMatchObject({ error: false });
  });
});
