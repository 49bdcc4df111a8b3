import { createFileRoute } from '@tanstack/react-router';
import { SignOutCallbackPage } from '@/features/session';

export const Route = createFileRoute('/signout-callback/{-$silently}')({
  component: SignOutCallback,
});

function SignOutCallback() {
  const { silently } = Route.useParams();
  return <SignOutCallbackPage silently={silently === 'silently'} />;
}
