import { spawn, type ChildProcess } from 'node:child_process';

// `npm run dev`: the API on 3001 and Vite (hot reload) on 3000; Vite proxies /api, /files and
// /oidc to the API, so the browser still sees one origin: http://localhost:3000.
const origin = 'http://localhost:3000';
const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: '3001', PUBLIC_URL: origin, WEB_ORIGINS: origin },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit', env: { ...process.env, API_URL: 'http://localhost:3001' } }),
];

function stop(code: number) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
