import { createFileRoute } from '@tanstack/react-router';
import { ColorsDemoPage, onlyInDevelopment } from '@/features/dev';

export const Route = createFileRoute('/dev/colors')({
  // Developer demos exist only in development builds; a production build shows NotFound.
  beforeLoad: () => onlyInDevelopment(),
  component: ColorsDemoPage,
});
