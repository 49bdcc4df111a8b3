import type { WorkflowStatus } from './enums';

// decisions.md "Salary control": a corrected upload is a new version of the document it replaces;
// the workflow's status is derived from the current version of each document.

export type WorkflowDocumentVersion = { id: string; status: string; replacesId: string | null };

/** The latest version of each document: those no other version replaces. */
export function currentVersions<T extends WorkflowDocumentVersion>(documents: readonly T[]): T[] {
  const replaced = new Set(documents.map((d) => d.replacesId).filter((id): id is string => id !== null));
  return documents.filter((d) => !replaced.has(d.id));
}

/**
 * open (nothing reviewed yet) → in_review (some reviewed, none rejected) → changes_requested (any
 * current version rejected) → approved (every current version approved: the release). A workflow
 * without documents has nothing to approve, so it stays open.
 */
export function deriveWorkflowStatus(currentStatuses: readonly string[]): WorkflowStatus {
  if (currentStatuses.includes('rejected')) return 'changes_requested';
  if (currentStatuses.every((s) => s === 'pending')) return 'open';
  if (currentStatuses.every((s) => s === 'approved')) return 'approved';
  return 'in_review';
}

/** The status of a workflow from all its documents, old versions included. */
export function workflowStatusOf(documents: readonly WorkflowDocumentVersion[]): WorkflowStatus {
  return deriveWorkflowStatus(currentVersions(documents).map((d) => d.status));
}

/**
 * Release bookkeeping after a change: reaching approved releases the month (who, when); any other
 * status after a release reopens it, keeping the release so the screen can say so.
 */
export function releaseChange(
  status: WorkflowStatus,
  release: { releasedAt: Date | null; reopenedAt: Date | null },
): 'release' | 'reopen' | 'none' {
  const released = release.releasedAt !== null && release.reopenedAt === null;
  if (status === 'approved') return released ? 'none' : 'release';
  return released ? 'reopen' : 'none';
}
