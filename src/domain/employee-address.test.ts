import { describe, expect, it } from 'vitest';
import { employeeAddress } from './employee-address';

describe('an employee’s address', () => {
  it('names the employee and the page', () => {
    expect(employeeAddress('e-12', 'documents')).toBe('/hr/employees/e-12/documents');
  });

  it('keeps an id that is not a plain word inside its path segment', () => {
    expect(employeeAddress('a/b?c', 'profile')).toBe('/hr/employees/a%2Fb%3Fc/profile');
  });
});
