import { GraphQLError, Kind, NoSchemaIntrospectionCustomRule, type ASTVisitor, type ValidationContext, type ValidationRule } from 'graphql';

/** The deepest selection a query may have; the portal's deepest needs 6. */
export const MAX_QUERY_DEPTH = 10;

/** Refuses queries nested deeper than `max` (fragments followed), before any resolver runs. */
export function depthLimit(max: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map(context.getDocument().definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
    type Node = { kind: Kind; selectionSet?: { selections: readonly Node[] }; name?: { value: string } };
    const depthOf = (node: Node, seen: Set<string>): number => {
      if (node.kind === Kind.FRAGMENT_SPREAD) {
        const name = node.name?.value ?? '';
        const fragment = fragments.get(name);
        if (!fragment || seen.has(name)) return 0;
        return depthOf(fragment as unknown as Node, new Set([...seen, name]));
      }
      const children = node.selectionSet?.selections ?? [];
      const inner = children.length ? Math.max(...children.map((c) => depthOf(c, seen))) : 0;
      return node.kind === Kind.FIELD ? 1 + inner : inner;
    };
    return {
      OperationDefinition(node) {
        const depth = depthOf(node as unknown as Node, new Set());
        if (depth > max) {
          context.reportError(new GraphQLError(`Query is nested too deeply (${depth} levels; at most ${max})`, { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }));
        }
      },
    };
  };
}

/**
 * Refuses a variable named `$__proto__`: yoga's executor and graphql-jit both store variables in
 * plain objects, where that name sets the object's prototype instead, so the variable was silently
 * lost (`take: $__proto__` returned every row).
 */
export const noPrototypeVariable: ValidationRule = (context) => ({
  VariableDefinition(node) {
    if (node.variable.name.value !== '__proto__') return;
    context.reportError(new GraphQLError('A variable may not be named "$__proto__"', { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }));
  },
});

export function validationRules(production: boolean): ValidationRule[] {
  const always = [depthLimit(MAX_QUERY_DEPTH), noPrototypeVariable];
  return production ? [...always, NoSchemaIntrospectionCustomRule] : always;
}
