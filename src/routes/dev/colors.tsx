import { createFileRoute } from '@tanstack/react-router';
import { ColorsDemoPage } from '@/features/dev';

export const Route = createFileRoute('/dev/colors')({
  component: ColorsDemoPage,
});
