// OCR with Debian's Tesseract (tesseract-ocr and its fra, deu, eng, por data), run as a program: no
// model is downloaded at run time. A PDF without a text layer is first turned into page images by
// poppler's pdftoppm. Only the background job calls this (reading-job.ts), never an upload.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
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

async function recognise(image: string, options: OcrOptions): Promise<string> {
  // --psm 1: page segmentation with orientation detection, so a photo taken sideways still reads.
  const { stdout } = await run(options.tesseract ?? 'tesseract', [image, 'stdout', '-l', LANGUAGES, '--psm', '1'], {
    timeout: (options.timeoutSeconds ?? 120) * 1000,
    maxBuffer: 8 * 1024 * 1024,
    // One thread: the machine's other cores serve requests while a scan is read.
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
  });
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
    for (const image of images) lines.push(...(await recognise(image, options)).split('\n'));
    return lines.map((line) => line.trim()).filter((line) => line !== '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
