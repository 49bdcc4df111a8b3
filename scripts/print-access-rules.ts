import { writeFileSync } from 'node:fs';
import { printAccessRules } from '../server/src/access/rules-document';
import { lists } from '../server/src/lists';

// Prints docs/access-rules.md from the access layer's declarations (server/src/access/rules-document.ts).
writeFileSync('docs/access-rules.md', printAccessRules(lists));
console.log('wrote docs/access-rules.md');
