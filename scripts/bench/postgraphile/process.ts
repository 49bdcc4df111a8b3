// PostGraphile as bench:api runs it: a child process of its own (by its pid) on 127.0.0.1, on the
// bench's PostgreSQL database, ready once it answers a GraphQL request.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { createApiClient } from '../api-client';
import type { PostgraphileSetup } from './install';

export interface PostgraphileProcess {
  pid: number;
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The API's two reads as PostGraphile's stock schema has them (Amber preset, simple lists): the same
 * rows and columns under the same names, by aliases (PostGraphile calls a table's `id` column
 * `rowId`). Its ids are `String`, the API's `ID`.
 */
export const POSTGRAPHILE_READS = {
  employees: `query Employees($id: String!) { companyEmployees: allCompanyEmployeesList(condition: { companyId: $id }, orderBy: [NAME_ASC]) { id: rowId name code } }`,
  salaries: `query Salaries($id: String!) { hrSalaries: allHrSalariesList(condition: { employeeId: $id }, orderBy: [DATE_DESC]) { id: rowId date type } }`,
} as const;

export async function startPostgraphile(
  setup: PostgraphileSetup,
  { databaseUrl, port, logFile, nodeOptions = [], timeoutMs = 90_000 }: { databaseUrl: string; port: number; logFile: string; nodeOptions?: readonly string[]; timeoutMs?: number },
): Promise<PostgraphileProcess> {
  // Only what PostGraphile needs: not the API's settings, nor NODE_OPTIONS meant for Node 20.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    GRAPHILE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    POOL_SIZE: '20',
  };
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(setup.node, [...nodeOptions, setup.server], { cwd: setup.dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited: number | null = null;
  child.on('error', (error) => {
    log.write(`could not start ${setup.node}: ${error.message}\n`);
    exited ??= 127;
  });
  const exit = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exited = code ?? (signal ? 128 : 1);
      resolve();
    }),
  );
  const pid = child.pid!;
  const stop = async () => {
    if (exited !== null) return;
    process.kill(pid, 'SIGTERM');
    const ended = await Promise.race([exit.then(() => true), sleep(10_000).then(() => false)]);
    if (!ended && exited === null) {
      process.kill(pid, 'SIGKILL');
      await exit;
    }
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const probe = createApiClient(baseUrl, 1);
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      try {
        await probe.graphql('{ __typename }');
        break;
      } catch (error) {
        if (exited !== null || Date.now() > deadline) {
          await stop();
          throw new Error(exited !== null ? `PostGraphile exited with ${exited} before it was ready; see ${logFile}` : `PostGraphile was not ready after ${timeoutMs} ms (${String(error).split('\n')[0]}); see ${logFile}`);
        }
        await sleep(200);
      }
    }
  } finally {
    probe.close();
  }
  return { pid, baseUrl, stop };
}
