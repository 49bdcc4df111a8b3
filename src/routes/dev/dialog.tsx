import { createFileRoute } from '@tanstack/react-router';
import { DialogDemoPage, onlyInDevelopment } from '@/features/dev';

export const Route = createFileRoute('/dev/dialog')({
  // Developer demos exist only in development builds; a production build shows NotFound.
  beforeLoad: () => onlyInDevelopment(),
  component: DialogDemoPage,
});
