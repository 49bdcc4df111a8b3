// The committed SDL (server/schema.graphql) is the contract the portal's codegen reads: it must be
// exactly what the running server serves.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printCurrentSchema } from '../../../scripts/print-schema';

describe('server/schema.graphql', () => {
  it('matches the running schema', () => {
    const committed = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
    expect(committed, 'server/schema.graphql differs from the running schema: run `npm run codegen` and commit the result').toBe(printCurrentSchema());
  });
});
