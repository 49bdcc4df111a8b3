// Finds the Chromium the end-to-end tests drive: CHROME_PATH, else Debian's /usr/bin/chromium.
// On a bare Debian machine running as root it installs Debian's `chromium` (Playwright's own
// browser download does not work on these machines). Otherwise it stops with one clear line.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export class ChromiumNotFoundError extends Error {}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

function installDebianChromium() {
  console.log('Chromium not found: installing Debian\'s chromium with apt-get (one-time, takes a minute)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const result = spawnSync('apt-get', args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    if (result.status !== 0) {
      // Show apt's own words only when it failed; they say what went wrong (network, mirror, lock).
      process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`.split('\n').slice(-15).join('\n'));
      throw new ChromiumNotFoundError(`apt-get ${args.join(' ')} failed (exit ${result.status}); install Chromium yourself: apt-get install -y chromium, or set CHROME_PATH.`);
    }
  }
}

/** Returns the path of an executable Chromium, installing Debian's when allowed; throws ChromiumNotFoundError otherwise. */
export function findChromium({ install = true } = {}) {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new ChromiumNotFoundError(`CHROME_PATH=${fromEnv} is not an executable file; point it at Chromium or Chrome, or unset it to use ${DEBIAN_CHROMIUM}.`);
  }
  if (isExecutable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (install && isRoot && hasAptGet()) {
    installDebianChromium();
    if (isExecutable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  throw new ChromiumNotFoundError(`No Chromium found: install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome executable.`);
}

/** For scripts: the path, or one line on stderr and exit code 1. */
export function findChromiumOrExit() {
  try {
    return findChromium();
  } catch (error) {
    console.error(error instanceof ChromiumNotFoundError ? error.message : `Could not look for Chromium: ${String(error)}`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(findChromiumOrExit());
}
