// Scans and phone photos for the OCR tests, made from the text PDFs with poppler's pdftoppm (the
// program the reader itself uses): JPEG-compressed, low resolution (soft edges, like a blurred
// photo), turned sideways, slightly crooked, and a JPEG wrapped in a PDF (a scanner's output).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { degrees, PDFDocument } from 'pdf-lib';

const run = promisify(execFile);

export const SCAN_VARIANTS = ['jpeg', 'low-resolution', 'sideways', 'scanned-pdf'] as const;
export type ScanVariant = (typeof SCAN_VARIANTS)[number];

async function pdftoppm(pdf: Uint8Array, args: string[]): Promise<Uint8Array> {
  const dir = await mkdtemp(path.join(tmpdir(), 'accounting-scan-'));
  try {
    await writeFile(path.join(dir, 'in.pdf'), pdf);
    await run('pdftoppm', [...args, '-singlefile', path.join(dir, 'in.pdf'), path.join(dir, 'out')]);
    const [image] = (await readdir(dir)).filter((name) => name.startsWith('out'));
    if (!image) throw new Error('pdftoppm wrote no image');
    return new Uint8Array(await readFile(path.join(dir, image)));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function turned(pdf: Uint8Array, angle: number): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf);
  doc.getPage(0).setRotation(degrees(angle));
  return doc.save();
}

/** The image (or image-only PDF) of a text PDF, as the variant makes it. */
export async function scanOf(pdf: Uint8Array, variant: ScanVariant): Promise<{ bytes: Uint8Array; kind: 'jpeg' | 'png' | 'pdf' }> {
  if (variant === 'jpeg') return { bytes: await pdftoppm(pdf, ['-r', '200', '-gray', '-jpeg', '-jpegopt', 'quality=35']), kind: 'jpeg' };
  if (variant === 'low-resolution') return { bytes: await pdftoppm(pdf, ['-r', '110', '-gray', '-png']), kind: 'png' };
  if (variant === 'sideways') return { bytes: await pdftoppm(await turned(pdf, 90), ['-r', '200', '-gray', '-png']), kind: 'png' };
  const jpeg = await pdftoppm(pdf, ['-r', '200', '-gray', '-jpeg', '-jpegopt', 'quality=50']);
  const doc = await PDFDocument.create();
  const image = await doc.embedJpg(jpeg);
  doc.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  return { bytes: await doc.save(), kind: 'pdf' };
}
