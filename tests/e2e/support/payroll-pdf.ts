import { PDFDocument, StandardFonts } from 'pdf-lib';

// A payroll export as payroll software writes one: a PDF with a text layer, one A4 page per list
// of lines (src/domain/payroll-split-corpus.ts makes the lines). pdf-lib with a standard font, as
// the issue asks: no home-made PDF.

export async function payrollPdf(pages: readonly (readonly string[])[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    lines.forEach((line, i) => page.drawText(line, { x: 56, y: 780 - i * 22, size: i === 0 ? 16 : 11, font }));
  }
  return Buffer.from(await doc.save());
}
