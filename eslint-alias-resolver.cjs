// The module resolver ESLint's import rules use: it knows the portal's `@/` alias (vite.config.ts,
// tsconfig) and TypeScript extensions. Hand-written because the TypeScript resolver needs native
// platform packages our registry does not carry, which made `npm ci` refuse the lock file.
const fs = require('node:fs');
const path = require('node:path');

const SRC = path.join(__dirname, 'src');
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

exports.interfaceVersion = 2;

exports.resolve = (source, file) => {
  // The rule also resolves the linted file itself, by its absolute path.
  const base = source.startsWith('@/')
    ? path.join(SRC, source.slice(2))
    : source.startsWith('.') || path.isAbsolute(source)
      ? path.resolve(path.dirname(file), source)
      : null;
  // Packages cannot be part of a cycle through our code: left unresolved, the rules skip them.
  if (base === null) return { found: false };
  for (const suffix of CANDIDATES) {
    const candidate = base + suffix;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return { found: true, path: candidate };
  }
  return { found: false };
};
