import { describe, expect, it } from 'vitest';
import { rememberEmployee, selectEmployee, userContext, type EmployeeSelectionInput } from './user-context';

describe('userContext', () => {
  it("is 'employee' when the selected employee has a company", () => {
    expect(userContext({ employee: { company: { id: 'c1' } }, company: { id: 'c1' } })).toBe('employee');
  });
  it("is 'company' when only a company is selected", () => {
    expect(userContext({ employee: { company: null }, company: { id: 'c1' } })).toBe('company');
    expect(userContext({ employee: null, company: { id: 'c1' } })).toBe('company');
  });
  it("is 'unknown' otherwise", () => {
    expect(userContext({ employee: null, company: null })).toBe('unknown');
  });
});

const base: EmployeeSelectionInput = {
  choosesFreely: false,
  employees: [],
  companyId: null,
  remembered: {},
  requestedId: null,
};

describe('selectEmployee', () => {
  it('lets provider staff pick any employee', () => {
    expect(selectEmployee({ ...base, choosesFreely: true, companyId: 'c1', requestedId: 'other' })).toBe('other');
    expect(
      selectEmployee({ ...base, choosesFreely: true, companyId: 'c1', remembered: { c1: 'kept' } }),
    ).toBe('kept');
    expect(selectEmployee({ ...base, choosesFreely: true, companyId: 'c1' })).toBeNull();
  });

  it('fixes a user with one employee record to it', () => {
    const employees = [{ id: 'e1', companyId: 'c1' }];
    expect(selectEmployee({ ...base, employees, requestedId: 'someone-else' })).toBe('e1');
    expect(selectEmployee({ ...base, employees, companyId: 'c1' })).toBe('e1');
  });

  it('gives nothing to a user without employee records', () => {
    expect(selectEmployee({ ...base, requestedId: 'e9' })).toBeNull();
  });

  describe('with several employee records', () => {
    const employees = [
      { id: 'a1', companyId: 'c1' },
      { id: 'a2', companyId: 'c1' },
      { id: 'b1', companyId: 'c2' },
    ];
    const input = { ...base, employees };

    it('takes a requested record of the selected company', () => {
      expect(selectEmployee({ ...input, companyId: 'c1', requestedId: 'a2' })).toBe('a2');
    });

    it('refuses records of other companies and of other people', () => {
      expect(selectEmployee({ ...input, companyId: 'c1', requestedId: 'b1' })).toBe('a1');
      expect(selectEmployee({ ...input, companyId: 'c1', requestedId: 'stranger' })).toBe('a1');
    });

    it('remembers the choice per company', () => {
      const remembered = rememberEmployee(rememberEmployee({}, 'c1', 'a2'), 'c2', 'b1');
      expect(selectEmployee({ ...input, companyId: 'c1', remembered })).toBe('a2');
      expect(selectEmployee({ ...input, companyId: 'c2', remembered })).toBe('b1');
    });

    it('ignores a remembered choice that is no longer theirs', () => {
      expect(selectEmployee({ ...input, companyId: 'c1', remembered: { c1: 'gone' } })).toBe('a1');
    });
  });

  it('lets company HR with one record of their own pick a colleague, and remembers it for the company', () => {
    const hr = { ...base, choosesFreely: true, employees: [{ id: 'own', companyId: 'c1' }], companyId: 'c1' };
    expect(selectEmployee({ ...hr, remembered: { c1: 'colleague' } })).toBe('colleague');
    expect(selectEmployee({ ...hr, requestedId: 'another' })).toBe('another');
    expect(selectEmployee(hr)).toBe('own');
  });
});
