// docs/access-rules.md is where a newcomer reads who may do what: it must be what the code enforces.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { lists } from '../lists';
import { printAccessRules } from './rules-document';

it('docs/access-rules.md is printed from the declared rules', () => {
  const committed = readFileSync(new URL('../../../docs/access-rules.md', import.meta.url), 'utf8');
  expect(committed, 'docs/access-rules.md differs from the declarations: run `npm run codegen` and commit it').toBe(printAccessRules(lists));
});
