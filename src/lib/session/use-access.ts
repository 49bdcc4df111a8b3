import { useRouteContext } from '@tanstack/react-router';
import type { Access } from './access';
import type { Me } from './me-query';

/**
 * The signed-in user and what they may reach; for screens inside the authenticated layout. Read
 * from the router context, where `_authenticated`'s beforeLoad resolves them on every navigation and
 * whenever the selection changes: the screens show the same access the guards just checked, never
 * one worked out a second time.
 */
export function useAccess(): { me: Me; access: Access } {
  const { me, access } = useRouteContext({ from: '/_authenticated' });
  return { me, access };
}
