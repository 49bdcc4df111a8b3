import type { GraphQLObjectType } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guardSchema } from '../../access/guard-schema';
import { rule, type OperationRule } from '../../access/operation-rule';
import { mutationRules } from '../../access/rules/mutations';
import { queryRules } from '../../access/rules/queries';
import { createAuthenticator } from '../../auth/authenticate';
import { createSession } from '../../auth/sessions';
import { createTestServices, insertUser, type TestServices } from '../../testing/test-services';
import type { GraphQLContext } from '../../context';
import { auditEvents } from '../../db/schema';
import { createRequestContext } from '../../request-context';
import { auditImpersonatedOperation, authModule } from './index';

let services: TestServices;
let cookies: string[];

/** The auth module alone, behind the access layer's rules for its operations (as the full schema has it). */
function moduleSchema() {
  const placeholder = { _: rule('anyone', 'the test schema\'s placeholder field') };
  const schema = createSchema<GraphQLContext>({
    typeDefs: ['scalar DateTime type Query { _: Boolean } type Mutation { _: Boolean } type User { id: ID! email: String! }', authModule.typeDefs],
    resolvers: [authModule.resolvers],
  });
  const rulesOf = (type: GraphQLObjectType | null | undefined, table: Record<string, OperationRule>) =>
    Object.fromEntries(Object.keys(type?.getFields() ?? {}).map((name) => [name, name === '_' ? placeholder._ : (table[name] as OperationRule)]));
  return guardSchema(schema, { Query: rulesOf(schema.getQueryType(), queryRules), Mutation: rulesOf(schema.getMutationType(), mutationRules) });
}

function yoga() {
  const auth = createAuthenticator(services, null);
  return createYoga({
    schema: moduleSchema(),
    context: async ({ request }): Promise<GraphQLContext> => {
      const context = createRequestContext(services, { request, principal: await auth.authenticate(request), clientIp: '1.2.3.4' });
      cookies = context.responseCookies;
      return context;
    },
    logging: false,
  });
}

async function gql(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await yoga().fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] };
}

const redeem = `mutation R($email: String!, $token: String!) { redeemUserMagicAuthToken(email: $email, token: $token) {
  __typename ... on RedeemUserMagicAuthTokenSuccess { token item { id email } } ... on RedeemUserMagicAuthTokenFailure { code message } } }`;
const impersonate = `mutation I($id: ID!, $reason: String! = "Support ticket 42") { startImpersonation(userId: $id, reason: $reason) {
  ... on RedeemUserMagicAuthTokenSuccess { token item { id email } } ... on RedeemUserMagicAuthTokenFailure { code message } } }`;

beforeEach(async () => {
  services = await createTestServices({ publicUrl: 'https://portal.example' });
});
afterEach(() => services.close());

describe('magic links over GraphQL', () => {
  it('sends a link, redeems it into a session token and cookie, then signs out', async () => {
    const user = await insertUser(services, { email: 'u@demo.test' });
    expect((await gql('mutation { sendUserMagicAuthLink(email: "u@demo.test") }')).data).toEqual({ sendUserMagicAuthLink: true });
    expect((await gql('mutation { sendUserMagicAuthLink(email: "nobody@demo.test") }')).data).toEqual({ sendUserMagicAuthLink: true });
    const token = /\/signin\/[^/]+\/([\w-]+)/.exec(services.sent[0]?.text ?? '')?.[1];
    const result = await gql(redeem, { email: 'u@demo.test', token });
    const success = result.data?.redeemUserMagicAuthToken as { __typename: string; token: string; item: { id: string } };
    expect(success.__typename).toBe('RedeemUserMagicAuthTokenSuccess');
    expect(success.item.id).toBe(user.id);
    expect(cookies[0]).toMatch(new RegExp(`^portal_session=${success.token}; .*HttpOnly; SameSite=Lax.*; Secure$`));

    expect((await gql(redeem, { email: 'u@demo.test', token })).data?.redeemUserMagicAuthToken).toEqual({
      __typename: 'RedeemUserMagicAuthTokenFailure',
      code: 'TOKEN_REDEEMED',
      message: 'Auth tokens are single use and the auth token provided has already been redeemed.',
    });

    expect((await gql('mutation { signout }', {}, success.token)).data).toEqual({ signout: true });
    expect(cookies[0]).toMatch(/^portal_session=; .*Max-Age=0/);
    expect((await gql('mutation { stopImpersonation }', {}, success.token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('impersonation', () => {
  async function setup() {
    const staff = await insertUser(services, { email: 'staff@demo.test', canAccessAllCompanies: true });
    const other = await insertUser(services, { email: 'other-staff@demo.test', canAccessAllCompanies: true });
    const client = await insertUser(services, { email: 'client@demo.test' });
    const staffToken = (await createSession(services.db, staff.id, { ttlHours: 1 })).token;
    const clientToken = (await createSession(services.db, client.id, { ttlHours: 1 })).token;
    return { staff, other, client, staffToken, clientToken };
  }

  it('lets staff act as a client, audits start, requests and stop', async () => {
    const { staff, client, staffToken } = await setup();
    const started = await gql(impersonate, { id: client.id }, staffToken);
    const { token, item } = started.data?.startImpersonation as { token: string; item: { email: string } };
    expect(item.email).toBe('client@demo.test');

    const principal = await createAuthenticator(services, null).authenticate(new Request('http://x', { headers: { authorization: `Bearer ${token}` } }));
    expect([principal?.user.id, principal?.actor.id]).toEqual([client.id, staff.id]);
    await auditImpersonatedOperation({ db: services.db, principal }, 'Companies');

    expect((await gql('mutation { stopImpersonation }', {}, token)).data).toEqual({ stopImpersonation: true });
    expect((await gql('mutation { signout }', {}, token)).data).toEqual({ signout: true });
    expect((await gql(impersonate, { id: client.id }, token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const events = await services.db.select().from(auditEvents).orderBy(auditEvents.at);
    expect(events.map((e) => [e.action, e.actorId, e.onBehalfOfId, e.details])).toEqual([
      ['impersonation.start', staff.id, client.id, expect.objectContaining({ reason: 'Support ticket 42' })],
      ['impersonated.request', staff.id, client.id, { operationName: 'Companies' }],
      ['impersonation.stop', staff.id, client.id, expect.objectContaining({ how: 'stop' })],
    ]);
  });

  it('refuses non-staff callers, staff targets, a missing reason, and impersonating from inside an impersonation', async () => {
    const { staff, other, client, staffToken, clientToken } = await setup();
    const fromClient = await gql(impersonate, { id: staff.id }, clientToken);
    expect(fromClient.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const ofStaff = await gql(impersonate, { id: other.id }, staffToken);
    expect(ofStaff.errors?.[0]).toMatchObject({ message: 'Users with access to all companies cannot be impersonated.', extensions: { code: 'FORBIDDEN' } });
    const client2 = await insertUser(services, { email: 'client2@demo.test' });
    const asClient = (await createSession(services.db, client.id, { ttlHours: 1, impersonatorId: staff.id })).token;
    expect((await gql(impersonate, { id: client2.id }, asClient)).errors?.[0]).toMatchObject({
      message: 'This action is not allowed while impersonating a user',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await gql(impersonate, { id: client2.id, reason: ' no ' }, staffToken)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await gql('mutation { stopImpersonation }', {}, staffToken)).data).toEqual({ stopImpersonation: false });
    expect(await services.db.select().from(auditEvents)).toHaveLength(0);
  });

  it('answers Account disabled for a disabled target', async () => {
    const { staffToken } = await setup();
    const off = await insertUser(services, { email: 'off@demo.test', canSignInToApp: false });
    expect((await gql(impersonate, { id: off.id }, staffToken)).data?.startImpersonation).toEqual({ code: 'FAILURE', message: 'Account disabled' });
  });
});
