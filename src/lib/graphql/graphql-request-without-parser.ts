// What graphql-request imports from graphql, in the browser build (scripts/graphql-request-parser-plugin.ts
// puts this in graphql's place for graphql-request's files alone). The client is made with
// `excludeOperationName` (client.ts): graphql-request then reads nothing of a text document and calls
// neither function; the portal's documents are codegen's text, checked against the schema when they
// are generated, and the API needs no operation name (it reads the one operation of the document).
// graphql's lexer, parser and printer were 10.6 KB of gzipped JavaScript of every signed-in page's
// first load, and the operation reader that replaced them 0.6 KB (bench:size).

/** The one kind graphql-request compares with (legacy/lib/graphql.js), with graphql's own value. */
export const Kind = { OPERATION_DEFINITION: 'OperationDefinition' } as const;

const NOT_IN_THIS_BUILD = 'The portal sends GraphQL documents as text, without operation names: graphql-request has no GraphQL parser or printer in this build.';

/** Not called (excludeOperationName); graphql-request would read a failure as "no operation name". */
export function parse(): never {
  throw new Error(NOT_IN_THIS_BUILD);
}

/** Not called: graphql-request prints only documents given as syntax trees, and the portal gives text. */
export function print(): never {
  throw new Error(NOT_IN_THIS_BUILD);
}
