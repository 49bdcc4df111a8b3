import { mkdtemp, readFile, rm, stat, writeFile, chmod } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { signFileUrl, verifyFileUrl } from './storage/signed-url';
import { readOrCreateSecret, SECRET_FILE_NAME, withStoredSecret } from './stored-secret';

// Issue #42, finding 6: with the development default SECRET, written in the sources, anyone could
// sign a download link of their own (valid until 2100). Without SECRET the API now signs with a
// random secret kept in DATA_DIR.

const OLD_DEFAULT = 'development-secret-change-me-in-production';
let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-secret-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const file = { key: '0123456789abcdef0123456789abcdef', filename: 'slip.pdf' };
const until2100 = Date.UTC(2100, 0, 1) / 1000 - Date.now() / 1000;

describe('withStoredSecret: development without SECRET', () => {
  it('signs with a random secret, made on the first start and kept in DATA_DIR for the owner only', async () => {
    const config = await withStoredSecret(loadConfig({ DATA_DIR: dataDir }), {});
    expect(config.secret).not.toBe(OLD_DEFAULT);
    expect(config.secret.length).toBeGreaterThanOrEqual(32);
    const stored = path.join(dataDir, SECRET_FILE_NAME);
    expect((await readFile(stored, 'utf8')).trim()).toBe(config.secret);
    expect((await stat(stored)).mode & 0o777).toBe(0o600);
  });

  it('keeps the same secret across restarts, so links and sign-in cookies stay valid', async () => {
    const first = await withStoredSecret(loadConfig({ DATA_DIR: dataDir }), {});
    const second = await withStoredSecret(loadConfig({ DATA_DIR: dataDir }), {});
    expect(second.secret).toBe(first.secret);
    const url = new URL(signFileUrl(first.secret, file), 'http://localhost:3000');
    expect(verifyFileUrl(second.secret, url)).toEqual(file);
  });

  it('refuses a link signed with the old default secret, however long it claims to last', async () => {
    const config = await withStoredSecret(loadConfig({ DATA_DIR: dataDir }), {});
    const forged = new URL(signFileUrl(OLD_DEFAULT, file, Math.floor(until2100)), 'http://localhost:3000');
    expect(verifyFileUrl(config.secret, forged)).toBeNull();
  });

  it('gives each data directory its own secret', async () => {
    const otherDir = await mkdtemp(path.join(os.tmpdir(), 'portal-secret-'));
    try {
      expect(await readOrCreateSecret(otherDir)).not.toBe(await readOrCreateSecret(dataDir));
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it('agrees with a second process starting at the same moment', async () => {
    const secrets = await Promise.all([readOrCreateSecret(dataDir), readOrCreateSecret(dataDir), readOrCreateSecret(dataDir)]);
    expect(new Set(secrets).size).toBe(1);
  });

  it('makes the data directory when it does not exist yet', async () => {
    const nested = path.join(dataDir, 'not', 'yet');
    expect((await withStoredSecret(loadConfig({ DATA_DIR: nested }), {})).secret.length).toBeGreaterThanOrEqual(32);
  });

  it('makes a kept secret readable by its owner only again', async () => {
    const stored = path.join(dataDir, SECRET_FILE_NAME);
    await writeFile(stored, 'a-kept-secret-of-enough-length\n');
    await chmod(stored, 0o644);
    expect(await readOrCreateSecret(dataDir)).toBe('a-kept-secret-of-enough-length');
    expect((await stat(stored)).mode & 0o777).toBe(0o600);
  });

  it('refuses to start on a kept secret too short to sign with, saying what to do', async () => {
    await writeFile(path.join(dataDir, SECRET_FILE_NAME), 'short\n', { mode: 0o600 });
    await expect(readOrCreateSecret(dataDir)).rejects.toThrow(/holds no usable secret .*delete it .*or set SECRET/);
  });
});

describe('withStoredSecret: SECRET set', () => {
  it('signs with SECRET and writes nothing', async () => {
    const env = { DATA_DIR: dataDir, SECRET: 'a-secret-of-sufficient-length' };
    const config = await withStoredSecret(loadConfig(env), env);
    expect(config.secret).toBe('a-secret-of-sufficient-length');
    await expect(stat(path.join(dataDir, SECRET_FILE_NAME))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
