import { createFileRoute } from '@tanstack/react-router';
import { SignOutCallbackPage } from '@/features/sign-out';
import { parseSilently } from '@/lib/navigation';

export const Route = createFileRoute('/signout-callback/{-$silently}')({
  params: { parse: ({ silently }) => ({ silently: parseSilently(silently) }), stringify: ({ silently }) => ({ silently }) },
  component: SignOutCallback,
});

function SignOutCallback() {
  const { silently } = Route.useParams();
  return <SignOutCallbackPage silently={silently === 'silently'} />;
}
