import { describe, expect, it } from 'vitest';
import { auditFilterToWhere, parseAuditFilter } from './audit-filter';

describe('audit filter', () => {
  it('keeps well-formed values and drops the rest', () => {
    expect(parseAuditFilter({ actor: 'u-1', action: 'impersonation.start', from: '2026-01-02', to: 'yesterday', list: "x'; drop", company: 3 })).toEqual({
      actor: 'u-1',
      action: 'impersonation.start',
      from: '2026-01-02',
    });
  });

  it('turns a date range into an inclusive range of days', () => {
    expect(auditFilterToWhere({ from: '2026-01-30', to: '2026-01-31' })).toEqual({
      AND: [{ at: { gte: '2026-01-30T00:00:00.000Z' } }, { at: { lt: '2026-02-01T00:00:00.000Z' } }],
    });
  });

  it('finds a company through the employees of the actor or of the impersonated user', () => {
    const employed = { employees: { some: { company: { id: { equals: 'c1' } } } } };
    expect(auditFilterToWhere({ company: 'c1' })).toEqual({ AND: [{ OR: [{ actor: employed }, { onBehalfOf: employed }] }] });
  });
});
