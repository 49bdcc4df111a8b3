// docs/access-rules.md is where a newcomer reads who may do what: it must be what the code enforces.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { lists } from '../lists';
import { writeRuleSets } from '../lists/write-rules';
import { printAccessRules } from './rules-document';

it('docs/access-rules.md is printed from the declared rules', () => {
  const committed = readFileSync(new URL('../../../docs/access-rules.md', import.meta.url), 'utf8');
  expect(committed, 'docs/access-rules.md differs from the declarations: run `npm run codegen` and commit it').toBe(printAccessRules(lists));
});

it('every declared write rule says in words who it lets write', () => {
  const unsaid = writeRuleSets.flatMap(({ title, rules }) => [
    ...(['create', 'update', 'delete'] as const).filter((operation) => rules[operation] && !rules.who?.[operation]).map((operation) => `${title}.${operation}`),
    ...Object.entries(rules.fields ?? {}).filter(([, rule]) => !rule.who).map(([field]) => `${title}.${field}`),
  ]);
  expect(unsaid).toEqual([]);
});
