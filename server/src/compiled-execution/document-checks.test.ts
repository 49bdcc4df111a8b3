import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../../../src/gql/graphql';
import { answersDifferently, expandedFieldCount, MAX_COMPILED_FIELDS, variablesInsideLiterals } from './document-checks';

const operationsOf = (text: string) => {
  const document = parse(text);
  return document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION).map((operation) => ({ document, operation }));
};

/** Every operation the portal sends (codegen's documents are String objects). */
const portal = Object.entries(generated).flatMap(([name, value]) => (value instanceof String ? operationsOf(String(value)).map((o) => ({ name, ...o })) : []));

describe('document checks', () => {
  it('leave every query the portal sends to the compiled path', () => {
    const queries = portal.filter((o) => o.operation.operation === 'query');
    expect(queries.length).toBeGreaterThan(30);
    expect(queries.filter((o) => answersDifferently(o.document, o.operation)).map((o) => o.name)).toEqual([]);
    expect(Math.max(...queries.map((o) => expandedFieldCount(o.document, o.operation)))).toBeLessThan(MAX_COMPILED_FIELDS / 10);
  });

  it('count a fragment’s fields at each use, and stop counting past the limit', () => {
    const [small] = operationsOf(`{ a { ...F } b { ...F c } } fragment F on T { x y { z } }`);
    expect(expandedFieldCount(small!.document, small!.operation)).toBe(2 + 3 + 3 + 1);
    const levels = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
    const nested = levels.map((name, i) => `fragment ${name} on T { ${['a', 'b', 'c', 'd'].map((f) => `${f} { ${levels[i + 1] ? `...${levels[i + 1]}` : 'id'} }`).join(' ')} }`).join('\n');
    const [big] = operationsOf(`{ root { ...A } }\n${nested}`);
    const count = expandedFieldCount(big!.document, big!.operation);
    expect(count).toBeGreaterThan(MAX_COMPILED_FIELDS);
    expect(count).toBeLessThan(MAX_COMPILED_FIELDS * 10);
  });

  it('find the variables used inside object and list literals, not those given to an argument directly', () => {
    const [only] = operationsOf(`query ($a: ID, $b: [ID!], $c: Int, $d: Boolean!) { x(where: { id: { equals: $a, in: [$b] } }, take: $c) @include(if: $d) }`);
    expect(variablesInsideLiterals(only!.document).sort()).toEqual(['a', 'b']);
  });
});
