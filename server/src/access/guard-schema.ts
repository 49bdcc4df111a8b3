// The one gate every GraphQL operation passes: each root field of Query and Mutation runs behind its
// declared rule (rules/queries.ts, rules/mutations.ts, and the lists' own queries). A root field
// without a rule, or a rule for a field that no longer exists, stops the API at start: a new
// operation cannot forget its access rule.
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import type { GraphQLContext } from '../context';
import { requireSignedIn } from '../keystone/query';
import { isImpersonating } from './impersonation';
import type { OperationRule } from './operation-rule';
import { blockedWhileImpersonating, refuse } from './refusals';
import { requireScope } from './caller';

export interface RootRules {
  Query: Readonly<Record<string, OperationRule>>;
  Mutation: Readonly<Record<string, OperationRule>>;
}

/** Runs an operation's rule for this request: UNAUTHENTICATED, FORBIDDEN, or nothing when it may run. */
export function authorizeOperation(rule: OperationRule, context: GraphQLContext): void {
  if (rule.gate !== 'anyone') requireSignedIn(context);
  if (rule.impersonation !== 'acts' && isImpersonating(context.principal)) throw blockedWhileImpersonating(rule.impersonation);
  if (typeof rule.gate === 'function' && !rule.gate(requireScope(context))) throw refuse(context, 'NOT_ALLOWED');
}

function guardType(type: GraphQLObjectType | null | undefined, rules: Readonly<Record<string, OperationRule>>): void {
  if (!type) return;
  const fields = type.getFields();
  const undeclared = Object.keys(fields).filter((name) => !Object.hasOwn(rules, name));
  const stale = Object.keys(rules).filter((name) => !Object.hasOwn(fields, name));
  if (undeclared.length || stale.length) {
    throw new Error(
      `Access rules do not match ${type.name}: ` +
        [undeclared.length ? `no rule for ${undeclared.join(', ')}` : '', stale.length ? `rules for missing ${stale.join(', ')}` : ''].filter(Boolean).join('; ') +
        ' (declare them in server/src/access/rules/)',
    );
  }
  for (const [name, field] of Object.entries(fields)) {
    const rule = rules[name] as OperationRule;
    const resolve: GraphQLFieldResolver<unknown, GraphQLContext> = field.resolve ?? defaultFieldResolver;
    field.resolve = (source, args, context: GraphQLContext, info) => {
      authorizeOperation(rule, context);
      return resolve(source, args, context, info);
    };
  }
}

/** Puts every root field of the schema behind its rule; throws at start when one has none. */
export function guardSchema(schema: GraphQLSchema, rules: RootRules): GraphQLSchema {
  guardType(schema.getQueryType(), rules.Query);
  guardType(schema.getMutationType(), rules.Mutation);
  return schema;
}
