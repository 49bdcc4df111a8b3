// A minimal, valid one-page PDF written by hand (correct xref offsets), so the seed and the
// benchmarks need no PDF library and every stored file opens in a viewer.

function escapeText(text: string): string {
  // Helvetica's standard encoding has no accents; keep the text readable rather than garbled.
  const plain = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return plain.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
}

export interface PdfOptions {
  /** Pads the file (with an unreferenced stream object) to at least this many bytes. */
  minBytes?: number;
  /** The lines of each page after the first (a two-page payslip: the viewer's page count). */
  morePages?: readonly (readonly string[])[];
}

function pageText(lines: readonly string[]): string {
  return lines.map((line, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${780 - i * 22} Td (${escapeText(line)}) Tj ET`).join('\n');
}

const pageObject = (contents: number) => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents ${contents} 0 R >>`;
const streamObject = (text: string) => `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`;

/** An A4 PDF showing the given lines in Helvetica, on one page or more (`morePages`). */
export function makePdf(lines: readonly string[], options: PdfOptions = {}): Uint8Array<ArrayBuffer> {
  const more = options.morePages ?? [];
  // Objects 1–5 as in a one-page file; each further page adds its page (6, 8, …) and contents (7, 9, …).
  const kids = [3, ...more.map((_, i) => 6 + 2 * i)];
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`,
    pageObject(5),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    streamObject(pageText(lines)),
    ...more.flatMap((page, i) => [pageObject(7 + 2 * i), streamObject(pageText(page))]),
  ];
  const build = (padding: number) => {
    const all = padding > 0 ? [...objects, `<< /Length ${padding} >>\nstream\n${'0'.repeat(padding)}\nendstream`] : objects;
    let body = '%PDF-1.4\n';
    const offsets: number[] = [];
    all.forEach((object, i) => {
      offsets.push(Buffer.byteLength(body, 'latin1'));
      body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xrefAt = Buffer.byteLength(body, 'latin1');
    body += `xref\n0 ${all.length + 1}\n0000000000 65535 f \n`;
    body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
    body += `trailer\n<< /Size ${all.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
  };
  const plain = build(0);
  const minBytes = options.minBytes ?? 0;
  if (plain.byteLength >= minBytes) return new Uint8Array(plain);
  // The padding object adds its own framing (~60 bytes) on top of the filler.
  return new Uint8Array(build(Math.max(1, minBytes - plain.byteLength - 60)));
}

/** The PDF as a File, as an upload would hand it to FileStorage.save. */
export function pdfFile(name: string, lines: readonly string[], options: PdfOptions = {}): File {
  return new File([makePdf(lines, options)], name, { type: 'application/pdf' });
}
