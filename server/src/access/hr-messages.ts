import type { Row } from '../keystone/types';
import { isHrOfEmployee } from './employees';
import type { Scope } from './scope';

/**
 * An employee's HR thread is between the employee, the company's HR and the fiduciary's HR staff:
 * the same people who may read and edit the HR profile (mayEditProfile); a hidden employee's thread
 * is theirs and the fiduciary's only.
 */
export function mayTakePartInThread(scope: Scope, employee: Row): boolean {
  return employee.userId === scope.userId || isHrOfEmployee(scope, employee);
}
