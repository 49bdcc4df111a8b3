import { createFileRoute } from '@tanstack/react-router';
import { ClearCachePage } from '@/features/session';

export const Route = createFileRoute('/clear-cache')({
  component: ClearCachePage,
});
