import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';

/** Where a generated secret is kept, under DATA_DIR. */
export const SECRET_FILE_NAME = 'secret';
const OWNER_ONLY = 0o600;
const MIN_LENGTH = 16;

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

async function readStoredSecret(file: string): Promise<string> {
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < MIN_LENGTH) {
    throw new Error(`${file} holds no usable secret (at least ${MIN_LENGTH} characters): delete it to have a new one made, or set SECRET`);
  }
  // A copy or a restore may have loosened it; the secret signs download links, so only we read it.
  if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, OWNER_ONLY);
  return secret;
}

/**
 * The secret kept in `dataDir`, made on the first start (random, readable by its owner only).
 * Written beside and then linked into place, so a second process starting at the same moment
 * reads either nothing (and links its own, which fails, then reads the winner's) or the whole file.
 */
export async function readOrCreateSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, SECRET_FILE_NAME);
  try {
    return await readStoredSecret(file);
  } catch (error) {
    if (!hasCode(error, 'ENOENT')) throw error;
  }
  await mkdir(dataDir, { recursive: true });
  // Named at random: two starts in one process (tests) or in two must not share a draft.
  const draft = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: OWNER_ONLY });
  try {
    await link(draft, file);
  } catch (error) {
    if (!hasCode(error, 'EEXIST')) throw error;
  } finally {
    await unlink(draft);
  }
  return readStoredSecret(file);
}

/**
 * The configuration with the secret to sign with: SECRET when set (production requires it,
 * config.ts), else the one kept in DATA_DIR, so links and identity-provider cookies survive a
 * restart and nobody can sign with a value written in the sources.
 */
export async function withStoredSecret(config: Config, env: Record<string, string | undefined> = process.env): Promise<Config> {
  if (env.SECRET) return config;
  return { ...config, secret: await readOrCreateSecret(config.dataDir) };
}
