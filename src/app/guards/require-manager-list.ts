import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { redirect } from '@tanstack/react-router';
import { managesList, type ManagerList } from '@/domain/manager-lists';
import { notifyRouterError } from '@/lib/notifications';
import type { Me } from '@/lib/session';

type GuardArgs = { context: { me: Me }; preload: boolean };

/** A manager list opens for the users who may edit it; others go back to the manager's start page. */
export function requireManagerList(list: ManagerList) {
  return ({ context, preload }: GuardArgs): void => {
    if (managesList(context.me.role, list)) return;
    if (!preload) notifyRouterError(i18n._(msg`Access Control Failed`), i18n._(msg`You do not have permission to manage this list`));
    throw redirect({ to: '/manager' });
  };
}
