/**
 * What happened, as the mutations report it to `enqueueNotification`. An event names the changed
 * item only; who hears of it (and whether their settings want it) is decided later by the
 * notification job, from the database as committed.
 */
export type NotificationEvent =
  /** A salary slip or certificate was uploaded for an employee (settingWantsHRSalariesNotification). */
  | { kind: 'salaryDocumentCreated'; salaryId: string }
  /** Salary-control documents were added to a workflow (settingWantsSalaryWorkflowNotification). */
  | { kind: 'salaryWorkflowDocumentsAdded'; workflowId: string; documentIds: string[] }
  /** A reviewer approved or rejected a salary-control document (settingWantsSalaryWorkflowNotification). */
  | { kind: 'salaryWorkflowDocumentReviewed'; documentId: string; status: 'approved' | 'rejected' }
  /** The fiduciary uploaded an accounting document for a company (settingWantsAccountingNotification). */
  | { kind: 'accountingDocumentCreated'; documentId: string }
  /** An HR document was approved or declined (hrDocumentNotification). */
  | { kind: 'hrDocumentReviewed'; documentId: string; outcome: 'approved' | 'declined' }
  /** An HR document reached its 90, 30 or 7 days before expiry reminder (hrDocumentNotification). */
  | { kind: 'hrDocumentExpiring'; documentId: string; daysBefore: 90 | 30 | 7; daysLeft: number }
  /** A message was written in an employee's HR thread. */
  | { kind: 'hrMessageCreated'; messageId: string };

export type NotificationKind = NotificationEvent['kind'];

/** One key per event: an event enqueued or processed twice notifies each recipient once. */
export function eventKey(event: NotificationEvent): string {
  switch (event.kind) {
    case 'salaryDocumentCreated':
      return `${event.kind}:${event.salaryId}`;
    case 'salaryWorkflowDocumentsAdded':
      return `${event.kind}:${event.workflowId}:${[...event.documentIds].sort().join(',')}`;
    case 'salaryWorkflowDocumentReviewed':
      return `${event.kind}:${event.documentId}:${event.status}`;
    case 'accountingDocumentCreated':
      return `${event.kind}:${event.documentId}`;
    case 'hrDocumentReviewed':
      return `${event.kind}:${event.documentId}:${event.outcome}`;
    case 'hrDocumentExpiring':
      // The threshold, not the days left: one mail per reminder however often the scan runs.
      return `${event.kind}:${event.documentId}:${event.daysBefore}`;
    case 'hrMessageCreated':
      return `${event.kind}:${event.messageId}`;
  }
}
