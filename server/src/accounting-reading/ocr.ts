// OCR with Debian's Tesseract (tesseract-ocr and its fra, deu, eng, por data), run as a program: no
// model is downloaded at run time. A PDF without a text layer is first turned into page images by
// poppler's pdftoppm. Only the background job calls this (reading-job.ts), never an upload.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface OcrOptions {
  tesseract?: string;
  pdftoppm?: string;
  /** Seconds one program may take before it is stopped. */
  timeoutSeconds?: number;
  /** Scans are read at this resolution: 300 dpi is Tesseract's sweet spot for printed text. */
  dpi?: number;
  maxPages?: number;
}

const LANGUAGES = 'fra+deu+eng+por';
/** Below this, Tesseract's orientation guess is not acted on (see uprightTurn). */
const MIN_ORIENTATION_CONFIDENCE = 3;

const limits = (options: OcrOptions) => ({
  timeout: (options.timeoutSeconds ?? 120) * 1000,
  maxBuffer: 8 * 1024 * 1024,
  // One thread: the machine's other cores serve requests while a scan is read.
  env: { ...process.env, OMP_THREAD_LIMIT: '1' },
});

/**
 * How many degrees clockwise the image must turn to stand upright (Tesseract's orientation and
 * script detection, --psm 0); 0 when it cannot tell (too little text).
 */
async function uprightTurn(image: string, options: OcrOptions): Promise<number> {
  try {
    const { stdout } = await run(options.tesseract ?? 'tesseract', [image, 'stdout', '--psm', '0'], limits(options));
    const turn = Number(/Rotate:\s*(\d+)/.exec(stdout)?.[1] ?? 0);
    const confidence = Number(/Orientation confidence:\s*([\d.]+)/.exec(stdout)?.[1] ?? 0);
    // A low-resolution upright page was seen "upside down" at 1.8; turned pages read at 8–10.
    return [90, 180, 270].includes(turn) && confidence >= MIN_ORIENTATION_CONFIDENCE ? turn : 0;
  } catch {
    return 0;
  }
}

/**
 * The image turned upright: put on a PDF page turned by `turn` (pdf-lib) and rendered again by
 * pdftoppm at its own size. pdf-lib is loaded here, for the sideways scan, not with the API (about
 * 85 ms of every start: the upload mutation imports the reading job).
 */
async function turnImage(image: string, turn: number, dir: string, options: OcrOptions): Promise<string> {
  const { degrees, PDFDocument } = await import('pdf-lib');
  const bytes = await readFile(image);
  const doc = await PDFDocument.create();
  const embedded = image.endsWith('.jpg') ? await doc.embedJpg(bytes) : await doc.embedPng(bytes);
  const page = doc.addPage([embedded.width, embedded.height]);
  page.drawImage(embedded, { x: 0, y: 0, width: embedded.width, height: embedded.height });
  page.setRotation(degrees(turn));
  const base = path.join(dir, `upright-${path.basename(image)}`);
  await writeFile(`${base}.pdf`, await doc.save());
  await run(options.pdftoppm ?? 'pdftoppm', ['-r', '72', '-png', '-singlefile', `${base}.pdf`, base], limits(options));
  return `${base}.png`;
}

async function recognise(image: string, dir: string, options: OcrOptions): Promise<string> {
  const turn = await uprightTurn(image, options);
  const upright = turn === 0 ? image : await turnImage(image, turn, dir, options);
  // --psm 6, one block read row by row: a label and its amount in the right-hand column stay on one
  // line (the automatic layout read the amounts as a column of their own, after all the labels).
  const { stdout } = await run(options.tesseract ?? 'tesseract', [upright, 'stdout', '-l', LANGUAGES, '--psm', '6'], limits(options));
  return stdout;
}

/** The text lines of an image (JPEG, PNG) or a scanned PDF's pages. */
export async function ocrLines(bytes: Uint8Array, kind: 'pdf' | 'jpeg' | 'png', options: OcrOptions = {}): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'accounting-ocr-'));
  try {
    const input = path.join(dir, `input.${kind === 'jpeg' ? 'jpg' : kind}`);
    await writeFile(input, bytes);
    let images = [input];
    if (kind === 'pdf') {
      await run(options.pdftoppm ?? 'pdftoppm', ['-r', String(options.dpi ?? 300), '-gray', '-png', '-l', String(options.maxPages ?? 5), input, path.join(dir, 'page')], { timeout: (options.timeoutSeconds ?? 120) * 1000 });
      images = (await readdir(dir)).filter((name) => name.startsWith('page')).sort().map((name) => path.join(dir, name));
    }
    const lines: string[] = [];
    for (const image of images) lines.push(...(await recognise(image, dir, options)).split('\n'));
    return lines.map((line) => line.trim()).filter((line) => line !== '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
