export { isRenderCancelled, loadPdfjs, openPdfDocument, type PdfDocument, type PdfPage, type PdfRenderTask } from './load-pdfjs';
