import { createFileRoute } from '@tanstack/react-router';
import { requireRight, routeRules } from '@/app/guards';
import { DocumentsReviewPage } from '@/features/admin';

export const Route = createFileRoute('/_authenticated/documents-review')({
  beforeLoad: requireRight(routeRules.documentsReview),
  component: DocumentsReviewPage,
});
