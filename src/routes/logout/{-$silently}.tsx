import { createFileRoute } from '@tanstack/react-router';
import { SignOutPage } from '@/features/session';

export const Route = createFileRoute('/logout/{-$silently}')({
  component: RequestSignOut,
});

function RequestSignOut() {
  const { silently } = Route.useParams();
  return <SignOutPage silently={silently === 'silently'} />;
}
