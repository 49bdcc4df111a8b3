import {
  BREAK,
  GraphQLScalarType,
  GraphQLSchema,
  Kind,
  getOperationAST,
  getVariableValues,
  visit,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';

// Queries run as JavaScript compiled once per document (graphql-jit) instead of graphql-js walking
// every field of every row: a list of 2,000 employees spent most of its API time there (issue #16,
// decisions.md). Only the executor changes: parsing, validation and its limits, the context, the
// resolvers and their access rules are the same for both paths.
//
// graphql-jit cannot compile variables of recursive input types (every `…WhereInput` has AND/OR/NOT;
// its variable parser inlines the type into itself until the stack overflows, graphql-jit#81). So
// graphql-js coerces the variables, as it does for any other request, with its own messages for bad
// ones, and the compiled query is given a copy of the document whose variables are declared with an
// opaque type that passes the coerced values through unchanged.

const COERCED = new GraphQLScalarType({
  name: 'CompiledExecutionCoercedVariable',
  description: 'A variable graphql-js has already coerced; never part of the public schema.',
  parseValue: (value) => value,
  serialize: (value) => value,
});

const COERCED_TYPE = { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: COERCED.name } } as const;

/**
 * A copy of the document, every node new (graphql-jit writes onto the nodes it compiles, and the
 * parsed document is yoga's, cached and shared by every request with the same text), with every
 * variable declared as already coerced (defaults are applied by then).
 */
function compilableCopy(document: DocumentNode): DocumentNode {
  return visit(document, {
    enter: (node) => (node.kind === Kind.VARIABLE_DEFINITION ? { ...node, type: COERCED_TYPE, defaultValue: undefined } : { ...node }),
  });
}

// Documents graphql-jit (0.8.9) would answer differently from graphql-js run through graphql-js
// instead; each was seen doing so (compiled-execution.test.ts), and no portal query has any of them:
// - a string or name holding its date marker: it writes a literal's JSON into the code it generates
//   and turns "<marker>…" into `new Date(…)` by a text replacement, so the rest of such a string
//   ran as JavaScript on the server (strings are checked decoded, escapes included);
// - a response key with "_" or of the form idx0 (`__typename` aside): it files each field's resolve
//   info under its path joined with "_", so such an alias took another field's info, and with it
//   the columns our list resolvers read; an alias `__proto__` vanished;
// - @skip or @include: it writes their conditions onto a fragment's nodes, so they reached the
//   fragment's other uses.
// (A variable `$__proto__`, which it lost as yoga's own executor did, is refused by validation.)
const JIT_MARKER = '__MAGIC_';

function answersDifferently(document: DocumentNode): boolean {
  let differs = false;
  const refuse = () => {
    differs = true;
    return BREAK;
  };
  visit(document, {
    StringValue: (node) => (node.value.includes(JIT_MARKER) ? refuse() : undefined),
    EnumValue: (node) => (node.value.includes(JIT_MARKER) ? refuse() : undefined),
    Name: (node) => (node.value.includes(JIT_MARKER) ? refuse() : undefined),
    Field: (node) => {
      const key = (node.alias ?? node.name).value;
      return key !== '__typename' && (key.includes('_') || /^idx\d+$/.test(key)) ? refuse() : undefined;
    },
    Directive: (node) => (node.name.value === 'skip' || node.name.value === 'include' ? refuse() : undefined),
  });
  return differs;
}

interface Compiled {
  operation: OperationDefinitionNode;
  query: CompiledQuery['query'];
}

/**
 * Executes queries (not mutations, whose order and side effects stay with graphql-js) compiled once
 * per parsed document. Yoga's parser cache hands out the same DocumentNode for the same text, so a
 * WeakMap keeps the compiled form exactly as long as the parsed one: bounded by that cache.
 */
export function compiledExecutionPlugin(): Plugin {
  const schemas = new WeakMap<GraphQLSchema, GraphQLSchema>();
  const compiled = new WeakMap<DocumentNode, Map<string, Compiled | null>>();

  const schemaFor = (schema: GraphQLSchema) => {
    let withCoerced = schemas.get(schema);
    if (!withCoerced) {
      const config = schema.toConfig();
      withCoerced = new GraphQLSchema({ ...config, types: [...config.types, COERCED] });
      schemas.set(schema, withCoerced);
    }
    return withCoerced;
  };

  const compile = (args: ExecutionArgs): Compiled | null => {
    const key = args.operationName ?? '';
    let byName = compiled.get(args.document);
    if (!byName) compiled.set(args.document, (byName = new Map()));
    if (byName.has(key)) return byName.get(key)!;
    const operation = getOperationAST(args.document, args.operationName);
    let entry: Compiled | null = null;
    if (operation?.operation === 'query' && !answersDifferently(args.document)) {
      const result = compileQuery(schemaFor(args.schema), compilableCopy(args.document), args.operationName ?? undefined);
      // A document graphql-jit cannot compile runs as before; it is valid, so this is not the caller's error.
      if (isCompiledQuery(result)) entry = { operation, query: result.query.bind(result) };
    }
    byName.set(key, entry);
    return entry;
  };

  return {
    onExecute({ args, setExecuteFn }) {
      const entry = compile(args);
      if (!entry) return;
      setExecuteFn((executionArgs: ExecutionArgs) => {
        const variables = getVariableValues(executionArgs.schema, entry.operation.variableDefinitions ?? [], executionArgs.variableValues ?? {}, { maxErrors: 50 });
        if (variables.errors) return { errors: variables.errors } satisfies ExecutionResult;
        return entry.query(executionArgs.rootValue, executionArgs.contextValue, variables.coerced);
      });
    },
  };
}
