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

/** The document with every variable declared as already coerced (defaults are applied by then). */
function withCoercedVariables(document: DocumentNode): DocumentNode {
  return visit(document, {
    VariableDefinition: (node) => ({ ...node, type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: COERCED.name } }, defaultValue: undefined }),
  });
}

// graphql-jit writes an argument's literal value into the code it generates as JSON, then turns
// strings that start with its own date marker into `new Date(…)` by a text replacement: a string
// literal holding the marker and then JavaScript ran that JavaScript on the server (tried in
// 0.8.9, compiled-execution.test.ts). Names cannot hold code, but every string literal can, so a
// document with the marker's prefix in any string (decoded, escapes included) or name is never
// compiled: graphql-js runs it. No portal query contains it.
const JIT_MARKER_PREFIX = '__MAGIC_';

function mentionsJitMarker(document: DocumentNode): boolean {
  let found = false;
  const check = (node: { value: string }) => {
    if (!node.value.includes(JIT_MARKER_PREFIX)) return undefined;
    found = true;
    return BREAK;
  };
  visit(document, { StringValue: check, Name: check });
  return found;
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
    if (operation?.operation === 'query' && !mentionsJitMarker(args.document)) {
      const result = compileQuery(schemaFor(args.schema), withCoercedVariables(args.document), args.operationName ?? undefined);
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
