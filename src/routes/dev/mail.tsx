import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadErrorComponent } from '@/components/route-states';
import { DevMailPage, devOutboxQueryOptions } from '@/features/dev-mail';

// Development builds only: a production build has no such page (and the API refuses the query).
export const Route = createFileRoute('/dev/mail')({
  beforeLoad: () => {
    if (!import.meta.env.DEV) throw notFound();
  },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(devOutboxQueryOptions()),
  errorComponent: loadErrorComponent(msg`Development outbox`, msg`Error while loading data`),
  component: DevMailPage,
});
