import type { Row } from '../keystone/types';
import { isHrOf } from './employees';
import type { Scope } from './scope';

/**
 * An employee's HR thread is between the employee, the company's HR and the fiduciary's HR staff:
 * the same people who may read and edit the HR profile (mayEditProfile).
 */
export function mayTakePartInThread(scope: Scope, employee: Row): boolean {
  return employee.userId === scope.userId || isHrOf(scope, String(employee.companyId));
}
