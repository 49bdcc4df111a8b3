// Who writes HR messages (docs/access-rules.md lists them with every other list's). Read access is
// the read filter in list.ts; run-write.ts runs these rules. A thread is an employee's: `item`
// carries the employee's FULL row (`employee`, isHiddenInHr included) besides the message's columns.
import { mayTakePartInThread } from '../../access/hr-messages';
import type { WriteArgs, WriteRules } from '../../access/write-rules';
import type { Row } from '../../keystone/types';

/** The item a thread rule judges: the message's columns (or none, for the thread) and its employee's full row. */
export const threadItem = (employee: Row, message: Row = {}): Row => ({ ...message, employee });

const participant = ({ scope, item }: WriteArgs) => mayTakePartInThread(scope, item.employee as Row);

export const hrMessageWrites: WriteRules = {
  who: { create: 'the thread\'s participants: the employee, the company\'s HR (not for a hidden employee), the fiduciary\'s HR staff' },
  // The thread's participants: the employee, the company's HR (not for a hidden employee), the fiduciary's HR staff.
  create: participant,
};

/**
 * The caller's own read marker on a thread (markHrMessagesRead): rules of their own, so that a
 * future edit of a message never inherits this wider rule.
 */
export const hrThreadReadWrites: WriteRules = {
  who: { update: 'the thread\'s participants, for their own mark' },
  update: participant,
};
