import { createFileRoute } from '@tanstack/react-router';
import { HrProfilePage } from '@/features/hr';

export const Route = createFileRoute('/_authenticated/hr/profile')({
  component: HrProfilePage,
});
