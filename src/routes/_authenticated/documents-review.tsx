import { createFileRoute } from '@tanstack/react-router';
import { requireArea } from '@/app/guards';
import { DocumentsReviewPage } from '@/features/admin';

export const Route = createFileRoute('/_authenticated/documents-review')({
  beforeLoad: requireArea('documentsReview'),
  component: DocumentsReviewPage,
});
