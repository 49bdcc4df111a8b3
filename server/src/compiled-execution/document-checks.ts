import { BREAK, Kind, visit, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode, type TypeNode } from 'graphql';

// What the compiled path needs to know about a document before graphql-jit (0.8.9) sees it. Each
// case below was seen answering differently from graphql-js (plugin.test.ts); such documents run
// through graphql-js instead, and none of the portal's queries is one of them.

/** graphql-jit's marker for dates in the literals it writes into its code (jit.test.ts checks it still is). */
const JIT_MARKER = '__MAGIC_';

/**
 * The most fields an operation may expand to (fragments counted at each use) and still be compiled:
 * graphql-jit generates code for every use, so a small document of nested fragments would build
 * megabytes of it before any resolver or limit ran. The largest portal query expands to 55.
 */
export const MAX_COMPILED_FIELDS = 1000;

/** The number of fields `operation` selects with every fragment expanded where it is used. */
export function expandedFieldCount(document: DocumentNode, operation: OperationDefinitionNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const perFragment = new Map<string, number>();
  const count = (set: SelectionSetNode | undefined, visiting: ReadonlySet<string>): number => {
    let total = 0;
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) total += 1 + count(selection.selectionSet, visiting);
      else if (selection.kind === Kind.INLINE_FRAGMENT) total += count(selection.selectionSet, visiting);
      else {
        const name = selection.name.value;
        // Validation refuses fragment cycles; counting one as empty keeps this safe on its own.
        if (visiting.has(name)) continue;
        if (!perFragment.has(name)) perFragment.set(name, count(fragments.get(name)?.selectionSet, new Set([...visiting, name])));
        total += perFragment.get(name)!;
      }
      if (total > MAX_COMPILED_FIELDS) return total;
    }
    return total;
  };
  return count(operation.selectionSet, new Set());
}

/**
 * Whether graphql-jit would answer this document differently from graphql-js:
 * - a string or name holding its date marker: it writes a literal's JSON into the code it generates
 *   and turns "<marker>…" into `new Date(…)` by a text replacement, so the rest of such a string
 *   ran as JavaScript on the server (strings are checked decoded, escapes included);
 * - a response key with "_" or of the form idx0 (`__typename` aside): it files each field's resolve
 *   info under its path joined with "_", so such an alias took another field's info, and with it
 *   the columns our list resolvers read; an alias `__proto__` vanished;
 * - @skip or @include on a fragment spread or an inline fragment: it writes the condition onto the
 *   fragment's fields, so it reached the fragment's other uses (on a field it is fine);
 * - more fields than MAX_COMPILED_FIELDS once fragments are expanded.
 */
export function answersDifferently(document: DocumentNode, operation: OperationDefinitionNode): boolean {
  let differs = false;
  const refuse = () => {
    differs = true;
    return BREAK;
  };
  const onFragment = (node: { directives?: readonly { name: { value: string } }[] }) =>
    node.directives?.some((d) => d.name.value === 'skip' || d.name.value === 'include') ? refuse() : undefined;
  visit(document, {
    StringValue: (node) => (node.value.includes(JIT_MARKER) ? refuse() : undefined),
    EnumValue: (node) => (node.value.includes(JIT_MARKER) ? refuse() : undefined),
    Name: (node) => (node.value.includes(JIT_MARKER) ? refuse() : undefined),
    Field: (node) => {
      const key = (node.alias ?? node.name).value;
      return key !== '__typename' && (key.includes('_') || /^idx\d+$/.test(key)) ? refuse() : undefined;
    },
    FragmentSpread: onFragment,
    InlineFragment: onFragment,
  });
  return differs || expandedFieldCount(document, operation) > MAX_COMPILED_FIELDS;
}

/**
 * The variables used inside an object or list literal (`where: { id: { equals: $id } }`). graphql-jit
 * gives such a variable, when the caller leaves it out, the value null, where graphql-js leaves the
 * field out (or takes its default): `equals: null` is a different filter.
 */
export function variablesInsideLiterals(document: DocumentNode): string[] {
  const names = new Set<string>();
  let depth = 0;
  const into = { enter: () => void depth++, leave: () => void depth-- };
  visit(document, {
    ObjectValue: into,
    ListValue: into,
    Variable: (node) => void (depth > 0 && names.add(node.name.value)),
  });
  return [...names];
}

/** The internal type the compiled query's variables are declared with (see compilableCopy). */
export const COERCED_VARIABLE_TYPE_NAME = 'CompiledExecutionCoercedVariable';

const isBoolean = (type: TypeNode): boolean => (type.kind === Kind.NON_NULL_TYPE ? isBoolean(type.type) : type.kind === Kind.NAMED_TYPE && type.name.value === 'Boolean');

/**
 * A copy of the document for graphql-jit, every node new (it writes onto the nodes it compiles, and
 * the parsed document is yoga's, cached and shared by every request with the same text). Variables
 * are declared with the internal pass-through type, without defaults (graphql-js has applied them
 * already); Boolean ones keep their type, which graphql-jit checks where they drive @skip/@include.
 */
export function compilableCopy(document: DocumentNode): DocumentNode {
  return visit(document, {
    enter: (node) =>
      node.kind === Kind.VARIABLE_DEFINITION && !isBoolean(node.type)
        ? { ...node, type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: COERCED_VARIABLE_TYPE_NAME } }, defaultValue: undefined }
        : { ...node },
  });
}
