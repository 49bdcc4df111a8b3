import type { FileStorage, StoredFile } from '../../storage/file-storage';
import { pdfFile } from './pdf';

/** The attachment columns (db/columns.ts) of a stored file, ready to spread into an insert. */
export function attachmentOf(stored: StoredFile) {
  return {
    fileKey: stored.key,
    filename: stored.filename,
    filesize: stored.filesize,
    sha256: stored.sha256,
    mimetype: stored.mimetype,
  };
}

export type Attachment = ReturnType<typeof attachmentOf>;

export interface SeedFiles {
  /** Stores a PDF showing `lines` (and `morePages` after the first) under the file name `name`. */
  pdf(name: string, lines: readonly string[], morePages?: readonly (readonly string[])[]): Promise<Attachment>;
  /** Removes every file stored so far: the database rows referring to them were rolled back. */
  discard(): Promise<void>;
}

export function createSeedFiles(storage: FileStorage): SeedFiles {
  const keys: string[] = [];
  return {
    async pdf(name, lines, morePages) {
      const stored = await storage.save(pdfFile(name, lines, { morePages }), { accept: ['pdf'], maxBytes: 1024 * 1024 });
      keys.push(stored.key);
      return attachmentOf(stored);
    },
    async discard() {
      await Promise.all(keys.splice(0).map((key) => storage.remove(key)));
    },
  };
}

/** 'YYYY-MM-01' of the month `monthsAgo` months before the month of `now` (UTC). */
export function firstOfMonth(now: Date, monthsAgo: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
  return d.toISOString().slice(0, 10);
}

/** 'MMYYYY' of a 'YYYY-MM-DD' date, as salary file names write it. */
export function monthYear(date: string): string {
  return `${date.slice(5, 7)}${date.slice(0, 4)}`;
}

/** 'YYYY-Qn' of a 'YYYY-MM-DD' date, the tag style of the demo accounting documents. */
export function quarterTag(date: string): string {
  return `${date.slice(0, 4)}-Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}`;
}

/** 'YYYY-MM-DD' of `now` plus `days` days (UTC). */
export function addDays(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
