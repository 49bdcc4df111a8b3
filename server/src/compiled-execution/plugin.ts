import {
  GraphQLScalarType,
  GraphQLSchema,
  getOperationAST,
  getVariableValues,
  isLeafType,
  type ExecutionArgs,
  type ExecutionResult,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from '../log';
import { answersDifferently, compilableCopy, COERCED_VARIABLE_TYPE_NAME, variablesInsideLiterals } from './document-checks';

// Queries run as JavaScript compiled once per operation (graphql-jit) instead of graphql-js walking
// every field of every row: a list of 2,000 employees spent most of its API time there (issue #16,
// docs/decisions/api-speed.md). Only the executor changes: parsing, validation and its limits, the context, the
// resolvers and their access rules are the same for both paths, and mutations stay with graphql-js.
//
// graphql-jit cannot compile variables of recursive input types (every `…WhereInput` has AND/OR/NOT;
// its variable parser inlines the type into itself until the stack overflows, graphql-jit#81). So
// graphql-js coerces the variables, as for any other request, with its own messages for bad ones,
// and the compiled query declares them with a type that passes the coerced values through.

const COERCED = new GraphQLScalarType({
  name: COERCED_VARIABLE_TYPE_NAME,
  description: 'A variable graphql-js has already coerced; never part of the public schema.',
  parseValue: (value) => value,
  serialize: (value) => value,
});

/** What yoga shows for an error it masks; graphql-jit would show the serializer's own message. */
const MASKED_MESSAGE = 'Unexpected error.';

/**
 * Leaf serializers that fail as they do with yoga's own executor. graphql-jit keeps only the message
 * of an error thrown while serializing, so yoga would show it (an internal "Invalid time value", or
 * a built-in scalar's "String cannot represent value: …" with the value) instead of masking and
 * logging it, and it takes a null from a serializer as a value. Such errors are logged and masked.
 */
function leafSerializers(schema: GraphQLSchema, log: Logger): Record<string, (value: unknown) => unknown> {
  const serializers: Record<string, (value: unknown) => unknown> = {};
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isLeafType(type)) continue;
    serializers[type.name] = (value) => {
      let serialized: unknown;
      try {
        serialized = type.serialize(value);
      } catch (error) {
        log.error('A field could not be serialized', { type: type.name, error });
        throw new Error(MASKED_MESSAGE);
      }
      if (serialized == null || Number.isNaN(serialized)) {
        log.error('A field serialized to nothing', { type: type.name });
        throw new Error(MASKED_MESSAGE);
      }
      return serialized;
    };
  }
  return serializers;
}

interface Compiled {
  query: CompiledQuery['query'];
  /** Variables that must be given for the compiled query to answer as graphql-js (document-checks). */
  variablesInsideLiterals: readonly string[];
}

/**
 * Compiles each query operation once. Yoga's parser cache hands out the same DocumentNode for the
 * same text, so a WeakMap on its operation node keeps the compiled form as long as the parsed
 * document: bounded by that cache.
 */
export function compiledExecutionPlugin(log: Logger): Plugin {
  const forSchema = new WeakMap<GraphQLSchema, { schema: GraphQLSchema; customSerializers: Record<string, (value: unknown) => unknown> }>();
  const compiled = new WeakMap<OperationDefinitionNode, Compiled | null>();

  const compilation = (schema: GraphQLSchema) => {
    let entry = forSchema.get(schema);
    if (!entry) {
      const config = schema.toConfig();
      entry = { schema: new GraphQLSchema({ ...config, types: [...config.types, COERCED] }), customSerializers: leafSerializers(schema, log) };
      forSchema.set(schema, entry);
    }
    return entry;
  };

  const compile = (args: ExecutionArgs, operation: OperationDefinitionNode): Compiled | null => {
    if (operation.operation !== 'query' || answersDifferently(args.document, operation)) return null;
    const { schema, customSerializers } = compilation(args.schema);
    const result = compileQuery(schema, compilableCopy(args.document), operation.name?.value, { customSerializers });
    // A document graphql-jit cannot compile runs through graphql-js; it is valid, so not the caller's error.
    return isCompiledQuery(result) ? { query: result.query.bind(result), variablesInsideLiterals: variablesInsideLiterals(args.document) } : null;
  };

  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      // Unknown or ambiguous operation names are graphql-js's to answer.
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation) return;
      if (!compiled.has(operation)) compiled.set(operation, compile(args, operation));
      const entry = compiled.get(operation);
      if (!entry) return;
      setExecuteFn((executionArgs: ExecutionArgs) => {
        const variables = getVariableValues(executionArgs.schema, operation.variableDefinitions ?? [], executionArgs.variableValues ?? {}, { maxErrors: 50 });
        if (variables.errors) return { errors: variables.errors } satisfies ExecutionResult;
        const coerced = variables.coerced;
        if (entry.variablesInsideLiterals.some((name) => !Object.hasOwn(coerced, name))) return executeFn(executionArgs);
        return entry.query(executionArgs.rootValue, executionArgs.contextValue, coerced);
      });
    },
  };
}
