// docs/access-rules.md, printed from the declarations themselves (scripts/print-access-rules.ts; a
// test fails when the committed file differs): who may call each operation and endpoint, and who
// may write what in each list, field by field.
import type { Lists } from '../keystone/where';
import { writeRuleSets } from '../lists/write-rules';
import type { OperationRule } from './operation-rule';
import { operationRules } from './rules';
import { endpointRules, type EndpointRule } from './rules/endpoints';
import type { WriteOperation } from './write-rules';

const cell = (text: string) => text.replaceAll('|', '\\|');

function gateText(gate: OperationRule['gate'] | EndpointRule['gate']): string {
  if (typeof gate === 'function') return 'a right';
  return { anyone: 'anyone', signedIn: 'signed in', operations: 'per operation', signedLink: 'signed link' }[gate];
}

function operationTable(title: string, rules: Readonly<Record<string, OperationRule>>): string[] {
  const rows = Object.entries(rules)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, rule]) => `| \`${name}\` | ${gateText(rule.gate)} | ${cell(rule.who)} | ${rule.impersonation === 'acts' ? 'acts as the person' : `refused (${rule.impersonation})`} | ${(rule.writes ?? []).join(', ')} |`);
  return [`## ${title}`, '', '| operation | gate | who | while impersonating | write rules of |', '|---|---|---|---|---|', ...rows, ''];
}

const OPERATIONS: readonly WriteOperation[] = ['create', 'update', 'delete'];

function writeTable(): string[] {
  const out = ['## Writes, list by list', '', 'Run by `server/src/access/run-write.ts` from each list\'s `access.ts`. An operation a list does not declare is refused.', ''];
  for (const { title, rules } of writeRuleSets) {
    out.push(`### ${title}`, '', '| operation or field | who | while impersonating |', '|---|---|---|');
    for (const operation of OPERATIONS) {
      if (rules[operation]) out.push(`| ${operation} | ${cell(rules.who?.[operation] ?? '')} | |`);
    }
    for (const [field, rule] of Object.entries(rules.fields ?? {})) {
      out.push(`| \`${field}\` | ${cell(rule.who ?? 'whoever may update the item')} | ${rule.impersonation ? `refused (${rule.impersonation})` : ''} |`);
    }
    out.push('');
  }
  return out;
}

export function printAccessRules(lists: Lists): string {
  const rules = operationRules(lists);
  const endpoints = Object.entries(endpointRules).map(([name, rule]) => `| \`${name}\` | ${gateText(rule.gate)} | ${cell(rule.who)} |`);
  return [
    '# Access rules',
    '',
    'Generated from the declarations (`server/src/access/rules/`, `server/src/lists/*/access.ts`) by',
    '`npm run codegen`; do not edit by hand. Every GraphQL root field runs its gate before its resolver',
    '(a field without a rule stops the API at start); every write runs its list\'s rules; the generated',
    'matrix (`server/src/access/access-matrix-generated.test.ts`) calls each operation as every demo role.',
    'Reads are narrowed row by row by each list\'s read filter (`server/src/lists/*/list.ts`).',
    '',
    ...operationTable('Queries', rules.Query),
    ...operationTable('Mutations', rules.Mutation),
    '## Reads, list by list',
    '',
    '| list | who reads which rows |',
    '|---|---|',
    ...Object.values(lists).map((list) => `| ${list.key} | ${cell(list.readers)} |`),
    '',
    '## HTTP endpoints',
    '',
    '| endpoint | gate | who |',
    '|---|---|---|',
    ...endpoints,
    '',
    ...writeTable(),
  ].join('\n');
}
