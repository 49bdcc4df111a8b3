import { createFileRoute } from '@tanstack/react-router';
import { DrawerDemoPage, onlyInDevelopment } from '@/features/dev';

export const Route = createFileRoute('/dev/drawer')({
  // Developer demos exist only in development builds; a production build shows NotFound.
  beforeLoad: () => onlyInDevelopment(),
  component: DrawerDemoPage,
});
