// Contract of the seam around graphql-jit (jit.ts): fails when a graphql-jit upgrade changes what the
// compiled path relies on. The answers through the whole API are compared in plugin.test.ts.
import { execute, getVariableValues, GraphQLScalarType, Kind, parse, type ExecutionResult, type OperationDefinitionNode } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { describe, expect, it } from 'vitest';
import * as generated from '../../../src/gql/graphql';
import { createLogger } from '../log';
import { buildSchema } from '../schema';
import { MAX_COMPILED_FIELDS } from './document-checks';
import { createOperationCompiler } from './jit';

const compile = createOperationCompiler(createLogger('silent'));
const operationOf = (text: string) => {
  const document = parse(text);
  return { document, operation: document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)! };
};

const sample = createSchema({
  typeDefs: `
    scalar Day
    enum Kind { SLIP BONUS }
    input StringFilter { equals: String }
    input Where { code: StringFilter, AND: [Where!], NOT: Where }
    type Employee { id: ID! name: String kind: Kind hired: Day tags: [String!]! company: Company! broken: String required: String! }
    type Company { code: String! employees(take: Int): [Employee!]! }
    type Query { companies(where: Where): [Company!]! echo(text: String): String }
  `,
  resolvers: {
    Day: new GraphQLScalarType({ name: 'Day', serialize: (value) => new Date(String(value)).toISOString().slice(0, 10) }),
    Query: {
      companies: async (_: unknown, { where }: { where?: { code?: { equals?: string } } }) => COMPANIES.filter((c) => !where?.code?.equals || c.code === where.code.equals),
      echo: (_: unknown, { text }: { text?: string }) => text ?? null,
    },
    Company: { employees: (company: (typeof COMPANIES)[number], { take }: { take?: number }) => company.employees.slice(0, take ?? undefined).map((e) => ({ ...e, company })) },
    Employee: {
      broken: () => {
        throw new Error('resolver failed');
      },
      required: (employee: { name: string | null }) => employee.name,
    },
  },
});

const COMPANIES = [
  { code: '1001', employees: [{ id: 'e1', name: 'Zoë', kind: 'SLIP', hired: '2024-02-29T10:00:00Z', tags: ['a', 'b'] }, { id: 'e2', name: null, kind: 'BONUS', hired: '2020-01-01', tags: [] }] },
  { code: '1002', employees: [] },
];

/** What a caller notices of an answer: its data, and each error's message and path. */
const visible = (result: ExecutionResult) => ({ data: result.data ?? null, errors: (result.errors ?? []).map((e) => ({ message: e.message, path: e.path ?? null })) });

async function bothWays(text: string, variableValues: Record<string, unknown> = {}) {
  const { document, operation } = operationOf(text);
  const compiled = compile(sample, document, operation);
  expect(compiled, 'compiled').not.toBeNull();
  const coerced = getVariableValues(sample, operation.variableDefinitions ?? [], variableValues);
  if (!coerced.coerced) throw new Error('the sample variables are valid');
  return { compiled: visible(await compiled!.run(undefined, {}, coerced.coerced)), reference: visible(await execute({ schema: sample, document, variableValues })) };
}

describe('graphql-jit, as jit.ts uses it', () => {
  it('compiles every query the portal sends, against the API schema', () => {
    const schema = buildSchema();
    const queries = Object.entries(generated).flatMap(([name, value]) => {
      if (!(value instanceof String)) return [];
      const document = parse(String(value));
      return document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'query').map((operation) => ({ name, document, operation }));
    });
    expect(queries.length).toBeGreaterThan(30);
    expect(queries.filter((q) => compile(schema, q.document, q.operation) === null).map((q) => q.name)).toEqual([]);
  });

  it('answers a sample as graphql-js does: lists, nulls, enums, a custom scalar, fragments, @include, recursive filter variables, errors at their paths', async () => {
    const query = `query Sample($where: Where, $withTags: Boolean!, $take: Int) {
      companies(where: $where) { code employees(take: $take) { ...Person tags @include(if: $withTags) company { code } broken } }
      again: companies { employees { required } }
    }
    fragment Person on Employee { id name kind hired }`;
    for (const variables of [{ withTags: true }, { withTags: false, take: 1, where: { AND: [{ code: { equals: '1001' } }], NOT: { code: { equals: 'x' } } } }]) {
      const { compiled, reference } = await bothWays(query, variables);
      expect(compiled).toEqual(reference);
      expect(reference.errors.length).toBeGreaterThan(1);
    }
  });

  it('gives back to graphql-js what document-checks.ts refuses, and mutations', () => {
    const refused = [
      'mutation { noSuchMutation }',
      '{ a_b: echo(text: "x") }',
      '{ idx0: echo(text: "x") }',
      '{ companies { ...C @include(if: false) } } fragment C on Company { code }',
      '{ echo(text: "__MAGIC_DATE__1") }',
      `{ companies { ${Array.from({ length: MAX_COMPILED_FIELDS + 1 }, (_, i) => `c${i}: code`).join(' ')} } }`,
    ];
    for (const text of refused) {
      const { document, operation } = operationOf(text);
      expect(compile(sample, document, operation), text.slice(0, 60)).toBeNull();
    }
  });

  it('still turns its date marker in a literal into code: the reason document-checks.ts refuses such strings', async () => {
    // graphql-jit 0.8.9 writes a literal's JSON into the code it generates and replaces
    // "__MAGIC_DATE__…(x)" by `new Date((x))`. If this fails, graphql-jit changed its marker (update
    // document-checks.ts) or stopped doing so (the check may go).
    const probe = globalThis as { jitContractProbe?: number };
    const marker = '__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d';
    const compiled = compileQuery(sample, parse(`{ echo(text: "${marker}(globalThis.jitContractProbe=7)") }`));
    expect(isCompiledQuery(compiled)).toBe(true);
    if (isCompiledQuery(compiled)) await compiled.query(undefined, {}, {});
    expect(probe.jitContractProbe).toBe(7);
    delete probe.jitContractProbe;
  });
});
