// PostGraphile 5 and a Node it runs on (≥ 22; the project's is 20), installed for bench:api's
// comparison in a scratch folder of their own, outside the repository: they are no dependency of
// the project. Installed on first use, reused afterwards; a machine without the registry gets a
// reason and the benchmark goes on without the comparison.
import { spawn } from 'node:child_process';
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/** What npm installs in the scratch folder; its own dependencies (PostGraphile's peers among them) come along. */
export const POSTGRAPHILE_SPECS = ['node@22', 'postgraphile@^5'] as const;

export interface PostgraphileSetup {
  /** The scratch folder: package.json, node_modules, the server script. */
  dir: string;
  /** The Node binary to run the server with. */
  node: string;
  nodeVersion: string;
  version: string;
  /** The server script, copied into `dir` so that its imports resolve there. */
  server: string;
}

export type PostgraphilePreparation = { ok: true; setup: PostgraphileSetup } | { ok: false; reason: string };

const MARKER = 'bench-install.json';
const INSTALL_TIMEOUT_MS = 10 * 60_000;

interface Output {
  code: number | null;
  text: string;
}

/** Runs a command with a time limit, killing it by its pid if it overruns. */
function run(command: string, args: readonly string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs: number }): Promise<Output> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const timer = setTimeout(() => {
      text += `\n(killed after ${options.timeoutMs / 1000} s)`;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: null, text: `${text}\n${error.message}` });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, text });
    });
  });
}

/** npm's first words on a failure (what and why) and where its full log is, without the stack. */
function npmError(text: string): string {
  const lines = text.split('\n').filter((line) => line.trim() && !/^npm error\s+at /.test(line) && !/EBADENGINE/.test(line));
  const logLine = lines.find((line) => /complete log/.test(line));
  return [...lines.slice(0, 4), ...(logLine && !lines.slice(0, 4).includes(logLine) ? [logLine] : [])].join('\n');
}

/** The binary's version if it is a Node this PostGraphile runs on (≥ 22), else null. */
async function nodeVersionOf(binary: string): Promise<string | null> {
  const { code, text } = await run(binary, ['-v'], { timeoutMs: 30_000 });
  const version = text.trim();
  const major = Number(/^v(\d+)\./.exec(version)?.[1]);
  return code === 0 && major >= 22 ? version : null;
}

async function installedVersion(dir: string, name: string): Promise<string | null> {
  try {
    return (JSON.parse(await readFile(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return null;
  }
}

/**
 * node@22's own binary, put in place by its install script; should npm one day not run that
 * script, the platform's package it would have fetched holds the same binary.
 */
async function findNode(dir: string): Promise<{ binary: string; version: string } | null> {
  for (const binary of [path.join(dir, 'node_modules', 'node', 'bin', 'node'), path.join(dir, 'node_modules', `node-${process.platform}-${process.arch}`, 'bin', 'node')]) {
    const version = await nodeVersionOf(binary);
    if (version) return { binary, version };
  }
  return null;
}

/**
 * npm for the scratch folder, without what `npm run` tells its scripts about the project (its
 * prefix, package, script); the user's own settings (registry, proxy, certificates) stay.
 */
function npmInstall(dir: string, specs: readonly string[]): Promise<Output> {
  const project = /^npm_(config_(local_)?prefix|package_|lifecycle_|command$)/i;
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !project.test(name)));
  const args = ['install', '--prefix', dir, '--no-audit', '--no-fund', '--fetch-retries=1', '--fetch-timeout=60000', ...specs];
  return run(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, { cwd: dir, env, timeoutMs: INSTALL_TIMEOUT_MS });
}

/** One installer at a time per folder (two benchmarks may start together); a lock older than the install's limit is stale. */
async function lock(dir: string): Promise<() => Promise<void>> {
  const lockDir = `${dir}.lock`;
  for (;;) {
    try {
      await mkdir(lockDir);
      return () => rm(lockDir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = await stat(lockDir).then((s) => Date.now() - s.mtimeMs, () => 0);
      if (since > INSTALL_TIMEOUT_MS + 60_000) await rm(lockDir, { recursive: true, force: true });
      else await sleep(1000);
    }
  }
}

/**
 * The scratch folder ready to run PostGraphile: installs what is missing (printing it), or says why
 * it cannot. BENCH_POSTGRAPHILE=0 skips the comparison; BENCH_POSTGRAPHILE_DIR moves the folder
 * (default: bench-postgraphile in the system's temporary directory).
 */
export async function preparePostgraphile(log: (msg: string) => void): Promise<PostgraphilePreparation> {
  if (process.env.BENCH_POSTGRAPHILE === '0') return { ok: false, reason: 'BENCH_POSTGRAPHILE=0' };
  const dir = path.resolve(process.env.BENCH_POSTGRAPHILE_DIR ?? path.join(os.tmpdir(), 'bench-postgraphile'));
  try {
    await mkdir(path.dirname(dir), { recursive: true });
    const unlock = await lock(dir);
    try {
      await mkdir(dir, { recursive: true });
      const marker = await readFile(path.join(dir, MARKER), 'utf8').then((text) => JSON.parse(text) as { specs?: string[] }, () => null);
      let node = await findNode(dir);
      let version = await installedVersion(dir, 'postgraphile');
      const current = node !== null && version?.startsWith('5.') && JSON.stringify(marker?.specs) === JSON.stringify(POSTGRAPHILE_SPECS);
      if (current) {
        log(`  PostGraphile ${version} and Node ${node!.version} already installed in ${dir}`);
      } else {
        await writeFile(path.join(dir, 'package.json'), `${JSON.stringify({ name: 'bench-postgraphile', private: true, description: "bench:api's comparison, not part of the project" }, null, 2)}\n`, { flag: 'wx' }).catch(() => undefined);
        log(`  installing ${POSTGRAPHILE_SPECS.join(' ')} in ${dir} (npm install; the benchmark's own scratch folder, not the project's)…`);
        const started = Date.now();
        const result = await npmInstall(dir, POSTGRAPHILE_SPECS);
        if (result.code !== 0) return { ok: false, reason: `npm install ${POSTGRAPHILE_SPECS.join(' ')} failed (exit ${result.code}):\n${npmError(result.text)}` };
        node = await findNode(dir);
        if (!node) {
          // node@22's install script did not run: its platform's package has the same binary.
          const platformSpec = `node-${process.platform}-${process.arch}@22`;
          log(`  node@22's binary is missing (its install script did not run); installing ${platformSpec}…`);
          const fallback = await npmInstall(dir, [platformSpec]);
          node = await findNode(dir);
          if (!node) return { ok: false, reason: `no Node ≥ 22 binary after npm install (${platformSpec}: exit ${fallback.code}):\n${npmError(fallback.text)}` };
        }
        version = await installedVersion(dir, 'postgraphile');
        if (!version?.startsWith('5.')) return { ok: false, reason: `postgraphile 5 is not in ${dir}/node_modules after npm install (found ${version ?? 'none'})` };
        const added = /added (\d+) packages?/.exec(result.text)?.[1];
        log(`  installed PostGraphile ${version} and Node ${node.version}${added ? ` (${added} packages)` : ''} in ${Math.round((Date.now() - started) / 1000)} s`);
        await writeFile(path.join(dir, MARKER), `${JSON.stringify({ specs: POSTGRAPHILE_SPECS, postgraphile: version, node: node.version, at: new Date().toISOString() }, null, 2)}\n`);
      }
      const server = path.join(dir, 'server.mjs');
      await copyFile(fileURLToPath(new URL('./server.mjs', import.meta.url)), server);
      return { ok: true, setup: { dir, node: node!.binary, nodeVersion: node!.version, version: version!, server } };
    } finally {
      await unlock();
    }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
