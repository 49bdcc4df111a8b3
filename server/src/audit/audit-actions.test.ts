// The audit log and the user inspection say every action in words (src/lib/i18n/audit-words.ts,
// from src/domain/audit-actions.ts). This test reads the API's source for the actions it writes, so
// a new one fails here until the list, and so the portal's words, name it (issue #44).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../src/domain/audit-actions';
import { releaseChange } from '../../../src/domain/workflow-status';

const root = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.gen.ts') ? [path] : [];
  });
}

describe('audit actions', () => {
  it('the API writes are all in the portal’s list', () => {
    const written = new Set<string>();
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\baction: '([^']+)'|_ACTION = '([^']+)'/g)) written.add(match[1] ?? match[2]!);
    }
    // A salary control's release and reopening are logged under releaseChange's answer.
    for (const change of [releaseChange('approved', { releasedAt: null, reopenedAt: null }), releaseChange('open', { releasedAt: new Date(), reopenedAt: null })]) written.add(change);
    expect(written.size).toBeGreaterThan(10);
    expect([...written].filter((action) => !(AUDIT_ACTIONS as readonly string[]).includes(action)).sort()).toEqual([]);
  });
});
