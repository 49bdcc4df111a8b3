export { isRenderCancelled, loadPdfjs, openPdf, type PdfDocument, type PdfPage, type PdfRenderTask } from './load-pdfjs';
