import { Kind as GraphqlKind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { Kind, parse, print } from './graphql-request-without-parser';

// The browser build gives graphql-request this module instead of graphql (client.test.ts checks that
// the client sends no operation name, so graphql-request has nothing to parse).
describe("what graphql-request gets in graphql's place", () => {
  it("compares definitions with graphql's own kind", () => {
    expect(Kind.OPERATION_DEFINITION).toBe(GraphqlKind.OPERATION_DEFINITION);
  });

  it('says why, if ever called', () => {
    expect(() => parse()).toThrow(/without operation names/);
    expect(() => print()).toThrow(/no GraphQL parser or printer/);
  });
});
