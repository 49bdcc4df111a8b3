import { GraphQLScalarType, GraphQLSchema, isLeafType, type DocumentNode, type ExecutionResult, type OperationDefinitionNode } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import type { Logger } from '../log';
import { answersDifferently, compilableCopy, COERCED_VARIABLE_TYPE_NAME, variablesInsideLiterals } from './document-checks';

// The one module that uses graphql-jit (0.8.9). What the compiled path relies on, checked by
// jit.test.ts on every upgrade: it compiles each query the portal sends, answers as graphql-js does
// on a sample, still needs the checks of document-checks.ts (the marker it turns into code), and
// gives the documents those checks refuse back to graphql-js.
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

export interface CompiledOperation {
  /** Runs the operation with the variables graphql-js has coerced. */
  run(rootValue: unknown, contextValue: unknown, coercedVariables: Record<string, unknown>): Promise<ExecutionResult> | ExecutionResult;
  /** Variables that must be given for the compiled query to answer as graphql-js (document-checks). */
  variablesInsideLiterals: readonly string[];
}

/** Compiles `operation` of `document` (validated against `schema`), or null when graphql-js must run it. */
export type OperationCompiler = (schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode) => CompiledOperation | null;

/** Queries only: mutations and subscriptions stay with graphql-js, as do the documents document-checks.ts refuses. */
export function createOperationCompiler(log: Logger): OperationCompiler {
  const forSchema = new WeakMap<GraphQLSchema, { schema: GraphQLSchema; customSerializers: Record<string, (value: unknown) => unknown> }>();
  const compilation = (schema: GraphQLSchema) => {
    let entry = forSchema.get(schema);
    if (!entry) {
      const config = schema.toConfig();
      entry = { schema: new GraphQLSchema({ ...config, types: [...config.types, COERCED] }), customSerializers: leafSerializers(schema, log) };
      forSchema.set(schema, entry);
    }
    return entry;
  };
  return (schema, document, operation) => {
    if (operation.operation !== 'query' || answersDifferently(document, operation)) return null;
    const { schema: compilable, customSerializers } = compilation(schema);
    const result = compileQuery(compilable, compilableCopy(document), operation.name?.value, { customSerializers });
    // A document graphql-jit cannot compile runs through graphql-js; it is valid, so not the caller's error.
    if (!isCompiledQuery(result)) return null;
    return { run: (rootValue, contextValue, variables) => result.query(rootValue, contextValue, variables), variablesInsideLiterals: variablesInsideLiterals(document) };
  };
}
