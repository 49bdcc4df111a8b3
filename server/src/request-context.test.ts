import { describe, expect, it } from 'vitest';
import { noEmployeeRoleFlags, noUserFlags } from '../../src/domain/permissions';
import type { Services } from './context';
import type { Principal } from './principal';
import { createRequestContext } from './request-context';

const services = { db: {}, config: {}, storage: {}, mailer: {}, log: {}, notifications: {} } as unknown as Services;

function principalOf(flags: { canManageAccounting?: boolean; employeeFinance?: boolean }): Principal {
  const user = { ...noUserFlags(), id: 'user-1', canManageAccounting: flags.canManageAccounting ?? false } as unknown as Principal['user'];
  const employee = { ...noEmployeeRoleFlags(), id: 'employee-1', companyId: 'company-1', canAccessFinance: flags.employeeFinance ?? false } as unknown as Principal['employees'][number];
  return { user, actor: user, employees: [employee], sessionId: 'session-1' };
}

const request = () => new Request('http://localhost/api/graphql', { method: 'POST' });

describe('createRequestContext', () => {
  it('carries each service as given, and the request’s own parts fresh', () => {
    const principal = principalOf({});
    const first = createRequestContext(services, { request: request(), principal, clientIp: '10.0.0.1' });
    const second = createRequestContext(services, { request: request(), principal, clientIp: '10.0.0.2' });
    for (const name of Object.keys(services) as (keyof Services)[]) expect(first[name]).toBe(services[name]);
    expect(first.clientIp).toBe('10.0.0.1');
    expect(first.responseCookies).not.toBe(second.responseCookies);
    expect(first.loaders).not.toBe(second.loaders);
    expect(first.budget).not.toBe(second.budget);
  });

  it('gives the requests of one kept principal one scope, which nobody can change', () => {
    const principal = principalOf({ employeeFinance: true });
    const first = createRequestContext(services, { request: request(), principal, clientIp: '' });
    const second = createRequestContext(services, { request: request(), principal, clientIp: '' });
    expect(second.scope).toBe(first.scope);
    expect(first.scope?.companiesWith('canAccessFinance')).toEqual(['company-1']);
    expect(() => (first.scope!.memberOf as string[]).push('company-2')).toThrow(TypeError);
    expect(() => ((first.scope!.provider as { accounting: boolean }).accounting = true)).toThrow(TypeError);
    expect(first.scope?.memberOf).toEqual(['company-1']);
    expect(first.scope?.provider.accounting).toBe(false);
  });

  it('derives the scope anew for the principal loaded after a change (the cache hands out a new one)', () => {
    const before = createRequestContext(services, { request: request(), principal: principalOf({}), clientIp: '' });
    const after = createRequestContext(services, { request: request(), principal: principalOf({ canManageAccounting: true }), clientIp: '' });
    expect(before.scope?.provider.accounting).toBe(false);
    expect(after.scope?.provider.accounting).toBe(true);
  });

  it('has no scope for an anonymous request', () => {
    expect(createRequestContext(services, { request: request(), principal: null, clientIp: '' }).scope).toBeNull();
  });
});
