import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// Debian's PgBouncer (1.18 on Debian 12, `apt-get install -y pgbouncer`) started by a test in front
// of the PostgreSQL it is given, in transaction mode: each transaction may run on another server
// connection, as in production behind such a pooler. .ci/run starts the one the CI suite goes
// through with the same settings (docs/pooler.md).

export const PGBOUNCER_BINARY = '/usr/sbin/pgbouncer';

export interface PgBouncer {
  /** `database` on the PostgreSQL behind, reached through PgBouncer, as the same user. */
  urlOf(database: string): string;
  stop(): Promise<void>;
}

export interface PgBouncerOptions {
  /** The PostgreSQL behind it (a connection URL; its user and database do not matter). */
  target: string;
  /** Server connections per database and user (PgBouncer's default_pool_size). */
  poolSize: number;
  /** Extra [databases] entries: alias → database on the target, with a pool size of its own. */
  aliases?: Record<string, { database: string; poolSize: number }>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.once('connect', () => done(true)).once('error', () => done(false));
  });
}

/** Starts PgBouncer in transaction mode on a free port; refuses clearly when it is not installed. */
export async function startPgBouncer(options: PgBouncerOptions): Promise<PgBouncer> {
  if (!existsSync(PGBOUNCER_BINARY)) throw new Error(`PgBouncer is not installed at ${PGBOUNCER_BINARY}: apt-get install -y pgbouncer (Debian), as .ci/run does`);
  const target = new URL(options.target);
  const user = decodeURIComponent(target.username) || 'postgres';
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pgbouncer-'));
  // PgBouncer refuses to run as root: it is started as `postgres` then, which must read these files.
  await chmod(dir, 0o755);
  const port = await freePort();
  const server = `host=${target.hostname} port=${target.port || '5432'}`;
  const aliases = Object.entries(options.aliases ?? {}).map(([alias, { database, poolSize }]) => `${alias} = ${server} dbname=${database} pool_size=${poolSize}`);
  const ini = [
    '[databases]',
    ...aliases,
    `* = ${server}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    'unix_socket_dir =',
    'auth_type = trust',
    `auth_file = ${path.join(dir, 'users.txt')}`,
    'pool_mode = transaction',
    `default_pool_size = ${options.poolSize}`,
    'max_client_conn = 1000',
    'ignore_startup_parameters = extra_float_digits,options',
    '',
  ].join('\n');
  await writeFile(path.join(dir, 'users.txt'), `"${user}" ""\n`, { mode: 0o644 });
  await writeFile(path.join(dir, 'pgbouncer.ini'), ini, { mode: 0o644 });
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = spawn(PGBOUNCER_BINARY, [...(asRoot ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  for (let tries = 0; !(await accepts(port)); tries++) {
    if (child.exitCode !== null || tries > 100) {
      await stop();
      throw new Error(`PgBouncer did not start on port ${port}:\n${output}`);
    }
    await sleep(100);
  }
  return {
    urlOf: (database) => `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/${database}`,
    stop,
  };
}
