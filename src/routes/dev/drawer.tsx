import { createFileRoute } from '@tanstack/react-router';
import { DrawerDemoPage } from '@/features/dev';

export const Route = createFileRoute('/dev/drawer')({
  component: DrawerDemoPage,
});
