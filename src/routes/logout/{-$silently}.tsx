import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { SignOutConfirmation, SignOutPage, UnsentWorkPrompt } from '@/features/sign-out';
import { parseSilently } from '@/lib/navigation';

export const Route = createFileRoute('/logout/{-$silently}')({
  params: { parse: ({ silently }) => ({ silently: parseSilently(silently) }), stringify: ({ silently }) => ({ silently }) },
  component: RequestSignOut,
});

// Staged files that were never sent are the user's to keep, send or discard before signing out
// (decisions.md); a silent sign-out is programmatic and asks nothing.
function RequestSignOut() {
  const silently = Route.useParams().silently === 'silently';
  const router = useRouter();
  const [confirmed, setConfirmed] = useState(silently);
  if (confirmed) return <SignOutPage silently={silently} />;
  return (
    <SignOutConfirmation>
      <UnsentWorkPrompt onProceed={() => setConfirmed(true)} onCancel={() => router.history.back()} />
    </SignOutConfirmation>
  );
}
