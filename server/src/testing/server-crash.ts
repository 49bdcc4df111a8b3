import { existsSync, watch } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '../db/client';
import { accountingDocuments, hrDocuments, hrMessages, hrSalaries, hrSalaryWorkflowDocuments } from '../db/schema';

/** Helpers of the crash-recovery test (http/crash-recovery.test.ts): a server process killed and restarted. */

export type LogLine = { level: string; msg: string; keys?: string[] };

/** The JSON lines a server process wrote to its log file (other output, e.g. warnings of libraries, skipped). */
export async function logLines(file: string): Promise<LogLine[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.split('\n').flatMap((line) => (line.startsWith('{') ? [JSON.parse(line) as LogLine] : []));
}

/** Waits until the server logs `msg`; every line logged so far. */
export async function waitForLog(file: string, msg: string, timeoutMs = 30_000): Promise<LogLine[]> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(100)) {
    const lines = await logLines(file);
    if (lines.some((line) => line.msg === msg)) return lines;
  }
  throw new Error(`"${msg}" never logged in ${file}`);
}

async function isStopped(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  return /^\d+ \(.*\) T /.test(stat);
}

/**
 * SIGKILLs the server mid-batch at the worst moments for the storage: just after the nth upload's
 * file was renamed into place (its row's transaction most likely not yet committed) and while other
 * uploads are being written. SIGSTOP first, so the test can look at a server that cannot move on:
 * if no `.part` is on disk at that instant, SIGCONT and wait for the next rename. Resolves with the
 * names of the half-written files the kill left behind (at least one).
 */
export function killMidBatch(pid: number, tmp: string, nth: number): { killed: Promise<string[]>; cancel(): void } {
  const renamed = new Set<string>();
  let busy = false;
  let cancel = () => undefined as void;
  const killed = new Promise<string[]>((resolve, reject) => {
    const watcher = watch(tmp, (_event, name) => {
      // The same event announces a .part created and a .part renamed away: whether it is still there tells which.
      if (!name?.endsWith('.part') || existsSync(path.join(tmp, name))) return;
      renamed.add(name);
      if (renamed.size < nth || busy) return;
      busy = true;
      process.kill(pid, 'SIGSTOP');
      void (async () => {
        while (!(await isStopped(pid))) await sleep(1);
        const parts = (await readdir(tmp)).filter((file) => file.endsWith('.part'));
        if (parts.length) {
          process.kill(pid, 'SIGKILL');
          watcher.close();
          resolve(parts);
        } else {
          process.kill(pid, 'SIGCONT');
          busy = false;
        }
      })().catch(reject);
    });
    cancel = () => {
      watcher.close();
      reject(new Error(`the batch ended before the server could be killed mid-file after ${nth} files`));
    };
  });
  return { killed, cancel };
}

/**
 * Every file key a row holds (listed here table by table, independently of the sweep's discovery),
 * and the salary documents' upload keys: read straight from the database once the server has stopped.
 */
export async function referencedKeys(databaseUrl: string | null, dataDir: string): Promise<{ keys: string[]; uploadKeys: string[] }> {
  const database = await openDatabase({ url: databaseUrl, dir: databaseUrl ? null : path.join(dataDir, 'db') });
  try {
    const { db } = database;
    const columns = await Promise.all([
      db.select({ key: hrSalaries.fileKey }).from(hrSalaries),
      db.select({ key: accountingDocuments.fileKey }).from(accountingDocuments),
      db.select({ key: hrDocuments.fileKey }).from(hrDocuments),
      db.select({ key: hrMessages.fileKey }).from(hrMessages),
      db.select({ key: hrSalaryWorkflowDocuments.fileKey }).from(hrSalaryWorkflowDocuments),
    ]);
    const uploadKeys = await db.select({ uploadKey: hrSalaries.uploadKey }).from(hrSalaries);
    return {
      keys: columns.flat().flatMap((row) => (row.key ? [row.key] : [])),
      uploadKeys: uploadKeys.flatMap((row) => (row.uploadKey ? [row.uploadKey] : [])),
    };
  } finally {
    await database.close();
  }
}
