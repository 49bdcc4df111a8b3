// `npm run build`: the portal and its service worker into dist/, with a short summary instead of
// Vite's per-chunk listing. Extra arguments are passed to `vite build`.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const started = performance.now();
console.log('Building the portal (vite build)…');

const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (result.status !== 0) {
  console.error(`Portal build failed (exit ${result.status ?? result.signal}); see the messages above.`);
  process.exit(result.status ?? 1);
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const files = listFiles('dist').filter((file) => !file.endsWith('.map'));
const jsBytes = files.filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + statSync(file).size, 0);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Built dist/ in ${seconds} s: ${files.length} files, ${(jsBytes / 1024).toFixed(0)} KB of JavaScript (uncompressed, service worker included).`);
