import { PDFDocument } from 'pdf-lib';

// pdf-lib, wrapped once (house rule 4): the pages of a PDF copied unchanged into new PDFs.

export type PdfSource = { pageCount: number; extract(pageNumbers: readonly number[]): Promise<Uint8Array> };

/** Loads the PDF once; each `extract` writes a new PDF of those pages (1-based), in that order. */
export async function loadPdfSource(bytes: Uint8Array): Promise<PdfSource> {
  // Payroll software encrypts some exports with an empty user password (permissions only): their
  // pages copy fine; pdf.js has already refused those that need a password to open.
  const source = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  return {
    pageCount: source.getPageCount(),
    async extract(pageNumbers) {
      const target = await PDFDocument.create({ updateMetadata: false });
      const pages = await target.copyPages(source, pageNumbers.map((n) => n - 1));
      for (const page of pages) target.addPage(page);
      return target.save({ useObjectStreams: true });
    },
  };
}
