import { type DocumentNode, parse as graphqlParse, Kind as GraphqlKind } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '@/gql/graphql';
import { Kind, parse } from './operation-reader';

// The browser build gives graphql-request this reader instead of graphql's parser: for every
// document it must say what graphql's parse says of each top-level definition.

function summary(document: Pick<DocumentNode, 'definitions'> | ReturnType<typeof parse>) {
  return document.definitions.map((definition) =>
    definition.kind === 'OperationDefinition' ? { kind: definition.kind, operation: definition.operation, name: definition.name?.value } : { kind: definition.kind },
  );
}

// Every document codegen wrote (TypedDocumentString is a String), by its export name.
const textsByName = new Map(Object.entries(generated).flatMap(([name, value]) => (value instanceof String ? [[name, String(value)] as const] : [])));

describe('the operation reader graphql-request uses in the browser build', () => {
  it("gives graphql-request the kinds it compares with graphql's own values", () => {
    for (const [name, value] of Object.entries(Kind)) expect(value, name).toBe(GraphqlKind[name as keyof typeof GraphqlKind]);
  });

  it('reads every document of the portal as graphql does', () => {
    expect(textsByName.size).toBeGreaterThan(50);
    for (const [name, text] of textsByName) expect(summary(parse(text)), name).toEqual(summary(graphqlParse(text)));
  });

  it.each([
    ['an anonymous query in short form', '{ me { id } }'],
    ['an anonymous query with variables', 'query ($id: ID!) { user(where: { id: $id }) { id } }'],
    ['a mutation with a directive and no name', 'mutation @live { logout }'],
    ['a named subscription', 'subscription Changes { changed }'],
    ['variables with an object default', 'query Filtered($where: UserWhereInput = { name: { equals: "{" } }) { users(where: $where) { id } }'],
    ['comments and strings holding braces', '# query Fake {\nquery Real { a(text: "}{ query X") b(text: """ } """) }'],
    ['a fragment before its operation', 'fragment F on User { id }\nquery WithFragment { me { ...F } }'],
    ['two operations', 'query A { a } mutation B { b }'],
  ])('reads %s as graphql does', (_case, text) => {
    expect(summary(parse(text))).toEqual(summary(graphqlParse(text)));
  });
});
