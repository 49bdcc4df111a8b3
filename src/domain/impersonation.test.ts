import { describe, expect, it } from 'vitest';
import { normalizeImpersonationReason } from './impersonation';

describe('impersonation rules', () => {
  it('records a reason trimmed, and refuses one too short', () => {
    expect(normalizeImpersonationReason('  Ticket   4711 ')).toBe('Ticket 4711');
    expect(normalizeImpersonationReason(' ok ')).toBeNull();
    expect(normalizeImpersonationReason('x'.repeat(501))).toBeNull();
  });

});
