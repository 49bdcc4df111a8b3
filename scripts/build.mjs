// `npm run build`: the portal and its service worker into dist/, then the API into server/dist/,
// with a short summary instead of Vite's per-chunk listing. Extra arguments are passed to `vite build`.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildServer, SERVER_OUT_DIR } from './build-server.mjs';
import { contentSecurityPolicy } from './content-security-policy.mjs';

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

writeFileSync('dist/content-security-policy.txt', contentSecurityPolicy(process.env));

// Compressed copies beside each text file (x.js.br, x.js.gz), made once here at the best ratio, so a
// starting server never spends seconds of CPU compressing the bundle on its first requests.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);
for (const file of listFiles('dist').filter((file) => COMPRESSIBLE.has(extname(file)))) {
  const bytes = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

await buildServer();

const files = listFiles('dist').filter((file) => !/\.(map|br|gz)$/.test(file));
const jsBytes = files.filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + statSync(file).size, 0);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Built dist/ in ${seconds} s: ${files.length} files, ${(jsBytes / 1024).toFixed(0)} KB of JavaScript (uncompressed, service worker included); the API in ${SERVER_OUT_DIR}/.`);
