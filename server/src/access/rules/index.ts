// Every operation's rule, as guardSchema takes them: the custom tables plus the three queries of each
// list, whose rule is the list's read filter.
import type { Lists } from '../../keystone/where';
import type { RootRules } from '../guard-schema';
import { rule, type OperationRule } from '../operation-rule';
import { mutationRules } from './mutations';
import { queryRules } from './queries';

function listQueryRules(lists: Lists): Record<string, OperationRule> {
  const rules: Record<string, OperationRule> = {};
  for (const list of Object.values(lists)) {
    const who = `signed-in users, row by row through ${list.key}'s read filter`;
    for (const name of [list.singular, list.plural, `${list.plural}Count`]) rules[name] = rule('signedIn', who);
  }
  return rules;
}

export function operationRules(lists: Lists): RootRules {
  return { Query: { ...listQueryRules(lists), ...queryRules }, Mutation: mutationRules };
}
