import { createFileRoute } from '@tanstack/react-router';
import { requireArea } from '@/app/guards';
import { OpenManagerPage } from '@/features/admin';

export const Route = createFileRoute('/_authenticated/open-manager')({
  beforeLoad: requireArea('manager'),
  component: OpenManagerPage,
});
