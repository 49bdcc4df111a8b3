import { createFileRoute } from '@tanstack/react-router';
import { HrDocumentsPage } from '@/features/hr';

export const Route = createFileRoute('/_authenticated/hr/documents')({
  component: HrDocumentsPage,
});
