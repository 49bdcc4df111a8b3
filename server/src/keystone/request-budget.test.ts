import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { MAX_QUERIES_PER_REQUEST, MAX_ROWS_PER_REQUEST } from './request-budget';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

it('refuses a request whose nested lists multiply beyond the row budget, with a clear message', async () => {
  const token = await app.tokenFor('admin@demo.test');
  // 3 companies × 60 employees × their company × all employees again × ... grows past the budget.
  const nested = '{ companies { employees { company { employees { company { employees { company { employees { id } } } } } } } } }';
  const result = await app.gql(nested, {}, token);
  expect(result.errors?.[0]?.message).toContain(`at most ${MAX_ROWS_PER_REQUEST} rows in ${MAX_QUERIES_PER_REQUEST} lists`);
  expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
});

it('answers an ordinary nested request within the budget', async () => {
  const token = await app.tokenFor('admin@demo.test');
  const result = await app.gql<{ companies: { employees: { id: string }[] }[] }>('{ companies { employees { id company { code } } } }', {}, token);
  expect(result.errors).toBeUndefined();
  expect(result.data?.companies.flatMap((c) => c.employees).length).toBeGreaterThan(50);
});
