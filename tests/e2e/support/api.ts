import type { Page } from '@playwright/test';

type GraphQLAnswer<T> = { data?: T; errors?: { message: string }[] };

/**
 * Calls the API as the user signed in on `page` (the bearer token the portal keeps in local
 * storage): for setting up or counting what the test is about, the way another client would.
 */
export async function graphqlAs<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { accessToken?: string }).accessToken);
  if (!token) throw new Error(`No signed-in session on ${page.url()}`);
  const response = await page.request.post('/api/graphql', {
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    data: { query, variables },
  });
  const body = (await response.json()) as GraphQLAnswer<T>;
  if (!body.data || body.errors?.length) throw new Error(`GraphQL answered ${response.status()}: ${JSON.stringify(body.errors)}`);
  return body.data;
}
