import { createFileRoute, notFound } from '@tanstack/react-router';
import { DevMailError, DevMailPage, devOutboxQueryOptions } from '@/features/dev-mail';

// Development builds only: a production build has no such page (and the API refuses the query).
// The API also refuses anyone but a signed-in administrator; DevMailError says so.
export const Route = createFileRoute('/dev/mail')({
  beforeLoad: () => {
    if (!import.meta.env.DEV) throw notFound();
  },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(devOutboxQueryOptions()),
  errorComponent: DevMailError,
  component: DevMailPage,
});
