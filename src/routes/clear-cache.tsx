import { createFileRoute } from '@tanstack/react-router';
import { ClearCachePage } from '@/features/sign-out';

export const Route = createFileRoute('/clear-cache')({
  component: ClearCachePage,
});
