import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireArea } from '@/app/guards';

// The manager (issue #14) is for users with canAccessKeystone; each list then asks for its own right.
export const Route = createFileRoute('/_authenticated/manager')({
  beforeLoad: requireArea('manager'),
  component: Outlet,
});
