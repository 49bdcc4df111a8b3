import { getOperationAST, getVariableValues, type ExecutionArgs, type ExecutionResult, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from '../log';
import { createOperationCompiler, type CompiledOperation } from './jit';

// Queries run as JavaScript compiled once per operation (graphql-jit, behind jit.ts) instead of
// graphql-js walking every field of every row: a list of 2,000 employees spent most of its API time
// there (issue #16, decisions.md). Only the executor changes: parsing, validation and its limits,
// the context, the resolvers and their access rules are the same for both paths, and mutations
// stay with graphql-js.

/**
 * Compiles each query operation once. Yoga's parser cache hands out the same DocumentNode for the
 * same text, so a WeakMap on its operation node keeps the compiled form as long as the parsed
 * document: bounded by that cache.
 */
export function compiledExecutionPlugin(log: Logger): Plugin {
  const compile = createOperationCompiler(log);
  const compiled = new WeakMap<OperationDefinitionNode, CompiledOperation | null>();

  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      // Unknown or ambiguous operation names are graphql-js's to answer.
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation) return;
      if (!compiled.has(operation)) compiled.set(operation, compile(args.schema, args.document, operation));
      const entry = compiled.get(operation);
      if (!entry) return;
      setExecuteFn((executionArgs: ExecutionArgs) => {
        const variables = getVariableValues(executionArgs.schema, operation.variableDefinitions ?? [], executionArgs.variableValues ?? {}, { maxErrors: 50 });
        if (variables.errors) return { errors: variables.errors } satisfies ExecutionResult;
        const coerced = variables.coerced;
        if (entry.variablesInsideLiterals.some((name) => !Object.hasOwn(coerced, name))) return executeFn(executionArgs);
        return entry.run(executionArgs.rootValue, executionArgs.contextValue, coerced);
      });
    },
  };
}
