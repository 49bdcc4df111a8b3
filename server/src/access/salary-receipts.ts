import type { Principal } from '../principal';

/**
 * "Seen" receipts: only the employee's own download counts as the employee having opened a salary
 * document. HR, payroll staff and an admin impersonating the employee open it without a receipt.
 */
export function downloadCountsAsSeen(principal: Principal | null, salaryEmployeeId: string): boolean {
  if (!principal || principal.actor.id !== principal.user.id) return false;
  return principal.employees.some((e) => e.id === salaryEmployeeId);
}
