import { createFileRoute } from '@tanstack/react-router';
import { DialogDemoPage } from '@/features/dev';

export const Route = createFileRoute('/dev/dialog')({
  component: DialogDemoPage,
});
