import { createFileRoute } from '@tanstack/react-router';
import { AutoSignInPage } from '@/features/auth';
import { parseMagicLink } from '@/lib/navigation';

export const Route = createFileRoute('/signin/$email/$token')({
  params: { parse: parseMagicLink, stringify: (link) => link },
  component: AutoSignIn,
});

function AutoSignIn() {
  const { email, token } = Route.useParams();
  return <AutoSignInPage email={email} token={token} />;
}
