import { Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';
import type { DocumentViewerDialogProps } from './document-viewer-dialog';

// The viewer and pdf.js come in their own chunks, fetched on the first "View": no list that offers
// it, and no first load (bench:size), carries them.
const DocumentViewerDialog = lazy(() => import('./document-viewer-dialog'));
const InlineDocument = lazy(() => import('./inline-document'));

export function LazyDocumentViewer(props: DocumentViewerDialogProps) {
  // Nothing to fetch until a document is opened for the first time.
  if (props.file === null) return null;
  return (
    <Suspense fallback={null}>
      <DocumentViewerDialog {...props} />
    </Suspense>
  );
}

/** The viewer inside the page (salary control's versions), fetched when first shown. */
export function LazyInlineDocument(props: ComponentProps<typeof InlineDocument>) {
  return (
    <Suspense fallback={<Loader size="sm" m="md" />}>
      <InlineDocument {...props} />
    </Suspense>
  );
}
