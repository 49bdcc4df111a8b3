import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

it('serves the seeded demo data to a signed-in user, on the configured database', async () => {
  const token = await app.tokenFor('employee@demo.test');
  const result = await app.gql<{ me: { email: string; employees: { code: string }[] } }>('{ me { email employees { code } } }', {}, token);
  expect(result.errors).toBeUndefined();
  expect(result.data?.me).toEqual({ email: 'employee@demo.test', employees: [{ code: '12' }] });
  expect(app.services.config.databaseUrl === null).toBe(!process.env.DATABASE_URL);
});
