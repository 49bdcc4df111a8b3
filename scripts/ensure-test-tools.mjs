// The Debian programs the tests run for real (issue #43): ClamAV's clamd (malware scanning), Glewlwyd
// (an OpenID Connect provider), nginx and openssl (the shipped proxy configuration), Tesseract and pdftoppm
// (the accounting reader's OCR), qpdf and zip (a password-protected PDF and ZIP for the payroll split's tests). `npm test` and
// .ci/run start here: present, they are used as they are; missing on a Debian machine run as root,
// they are installed with apt-get (their own services stopped: the tests start their own); otherwise
// this stops with what to install. Chromium is found the same way by scripts/find-chromium.mjs.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

/** Each tool: the file that proves it is installed, its Debian package, and what its installer asks. */
const TOOLS = [
  // No signature updates: these machines have no network at run time; the tests build their own.
  { name: 'clamd', path: '/usr/sbin/clamd', pkg: 'clamav-daemon', debconf: 'clamav-freshclam clamav-freshclam/autoupdate_freshclam select manual', services: ['clamav-freshclam', 'clamav-daemon'] },
  // Left to itself its installer sets up a database on the local PostgreSQL; the tests use SQLite.
  { name: 'Glewlwyd', path: '/usr/bin/glewlwyd', pkg: 'glewlwyd', debconf: 'glewlwyd glewlwyd/config_type select No configuration', services: ['glewlwyd'] },
  { name: 'nginx', path: '/usr/sbin/nginx', pkg: 'nginx-light', services: ['nginx'] },
  { name: 'openssl', path: '/usr/bin/openssl', pkg: 'openssl', services: [] },
  // The accounting reader's OCR (server/src/accounting-reading): Tesseract and the portal's four languages,
  // and poppler's pdftoppm to turn a scanned PDF's pages into images for it.
  { name: 'Tesseract', path: '/usr/bin/tesseract', pkg: 'tesseract-ocr', services: [] },
  ...['fra', 'deu', 'eng', 'por'].map((lang) => ({ name: `Tesseract ${lang}`, path: `/usr/share/tesseract-ocr/5/tessdata/${lang}.traineddata`, pkg: `tesseract-ocr-${lang}`, data: true, services: [] })),
  { name: 'pdftoppm', path: '/usr/bin/pdftoppm', pkg: 'poppler-utils', services: [] },
  // pdf-lib cannot encrypt: qpdf writes the payroll split's password-protected PDF (uploads-payroll-split-refusals.spec.ts).
  { name: 'qpdf', path: '/usr/bin/qpdf', pkg: 'qpdf', services: [] },
  // Info-ZIP's zip writes a ZIP with password-encrypted entries (uploads-payroll-split-refusals.spec.ts).
  { name: 'zip', path: '/usr/bin/zip', pkg: 'zip', services: [] },
];

function installed({ path, data }) {
  try {
    // A language's data is read, not run.
    accessSync(path, data ? constants.R_OK : constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function run(command, args, input) {
  const result = spawnSync(command, args, { input, encoding: 'utf8', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, stdio: ['pipe', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`.split('\n').slice(-15).join('\n'));
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
  }
}

const missing = TOOLS.filter((tool) => !installed(tool));
if (missing.length > 0) {
  const packages = missing.map((tool) => tool.pkg);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(`The tests run ${missing.map((tool) => tool.name).join(', ')} for real: install ${packages.join(' ')} (Debian: sudo apt-get install -y ${packages.join(' ')}) and run again.`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages.join(', ')} with apt-get (one-time)…`);
  for (const tool of missing) if (tool.debconf) run('debconf-set-selections', [], `${tool.debconf}\n`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', ...packages]);
  for (const service of missing.flatMap((tool) => tool.services)) spawnSync('service', [service, 'stop'], { stdio: 'ignore' });
}
console.log(`Test tools: ${TOOLS.map((tool) => tool.name).join(', ')} present`);
