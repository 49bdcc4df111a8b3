import { createFileRoute, redirect } from '@tanstack/react-router';

// An employee's address on its own opens their profile.
export const Route = createFileRoute('/_authenticated/hr/employees/$employeeId/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/hr/employees/$employeeId/profile', params, replace: true });
  },
});
