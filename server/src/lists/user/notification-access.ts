// Who writes a user's own notification state (docs/access-rules.md lists these with every other
// list's): the devices that receive their pushes and the read marks of their notification centre.
// Both are the user's own and nobody else's; an administrator acting for them is refused by the
// operations' rules (impersonation: 'notifications'). run-write.ts runs these rules.
import type { WriteArgs, WriteRules } from '../../access/write-rules';

/** The item judged: the user's id (`userId`) and, for a device, its subscription's columns. */
const ownItem = ({ item, principal }: WriteArgs) => item.userId != null && item.userId === principal.user.id;

export const pushSubscriptionWrites: WriteRules = {
  who: { create: 'the user, for a device of their own', delete: 'the user, for a device of their own' },
  create: ownItem,
  delete: ownItem,
};

export const notificationReadWrites: WriteRules = {
  who: { update: 'the user, their own notifications' },
  update: ownItem,
};
