import { lazy, Suspense } from 'react';
import type { DocumentViewerDialogProps } from './document-viewer-dialog';

// The viewer and pdf.js come in their own chunks, fetched on the first "Open": no list that offers
// it, and no first load (bench:size), carries them.
const DocumentViewerDialog = lazy(() => import('./document-viewer-dialog'));

export function LazyDocumentViewer(props: DocumentViewerDialogProps) {
  // Nothing to fetch until a document is opened for the first time.
  if (props.file === null) return null;
  return (
    <Suspense fallback={null}>
      <DocumentViewerDialog {...props} />
    </Suspense>
  );
}
