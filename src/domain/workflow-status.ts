import type { WorkflowStatus } from './enums';

/**
 * contract.md: a salary-control workflow's status is derived from its documents. Any pending
 * document keeps it open; otherwise any rejection asks for changes; otherwise it is approved.
 * A workflow without documents has nothing approved yet, so it stays open.
 */
export function deriveWorkflowStatus(documentStatuses: readonly string[]): WorkflowStatus {
  if (documentStatuses.length === 0) return 'open';
  if (documentStatuses.includes('pending')) return 'open';
  if (documentStatuses.includes('rejected')) return 'changes_requested';
  return 'approved';
}
