import { createFileRoute } from '@tanstack/react-router';
import { AutoSignInPage } from '@/features/auth';

export const Route = createFileRoute('/signin/$email/$token')({
  component: AutoSignIn,
});

function AutoSignIn() {
  const { email, token } = Route.useParams();
  return <AutoSignInPage email={email} token={token} />;
}
