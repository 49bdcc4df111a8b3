// Loads a module that installs polyfills without letting it replace the builtins the rest of the
// process runs on. pdf.js's legacy build (the one for Node 20) carries core-js, which on Node 20
// replaces `Array.prototype.push`, `JSON.stringify`, `JSON.parse` and `Function.prototype.toString`
// with JavaScript versions (for proposals and engine quirks nobody here needs). Imported with the
// API, every array push and every JSON answer of every request went through them: about 10 % more
// CPU a signed-in read (docs/decisions/api-speed.md). What the module *adds* (methods Node 20 lacks,
// which pdf.js calls) stays; what it *replaced* is put back.

type Snapshot = { target: object; key: string | symbol; descriptor: PropertyDescriptor }[];

/** The functions held by the global object's data properties, their own and their prototypes'. */
export function snapshotBuiltins(): Snapshot {
  const snapshot: Snapshot = [];
  const seen = new Set<object>();
  const record = (target: object) => {
    if (seen.has(target)) return;
    seen.add(target);
    for (const key of Reflect.ownKeys(target)) {
      if (target === globalThis && isSharedHelper(key)) continue;
      const descriptor = Object.getOwnPropertyDescriptor(target, key);
      // Accessors are left alone: reading one may load a part of Node on demand.
      if (descriptor && 'value' in descriptor && typeof descriptor.value === 'function') snapshot.push({ target, key, descriptor });
    }
  };
  record(globalThis);
  for (const key of Reflect.ownKeys(globalThis)) {
    if (isSharedHelper(key)) continue;
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, key);
    const value: unknown = descriptor && 'value' in descriptor ? descriptor.value : undefined;
    if (typeof value === 'function' || (typeof value === 'object' && value !== null)) {
      record(value);
      const prototype: unknown = typeof value === 'function' ? (value as { prototype?: unknown }).prototype : undefined;
      if (typeof prototype === 'object' && prototype !== null) record(prototype);
    }
  }
  // Typed arrays share their methods on a prototype no global names.
  record(Object.getPrototypeOf(Uint8Array.prototype) as object);
  record(Object.getPrototypeOf(Uint8Array) as object);
  return snapshot;
}

// tslib and Babel put their helpers (`__extends`, `__awaiter`, …) on the global object for every
// copy of the library to share, and each copy loaded sets them again: they are libraries' own, not
// Node's, and neither Node nor the language names a global this way.
function isSharedHelper(key: string | symbol): boolean {
  return typeof key === 'string' && key.startsWith('__');
}

/** Which of the snapshot's functions have been replaced since, by their names. */
export function replacedBuiltins(snapshot: Snapshot): string[] {
  return snapshot.filter(({ target, key, descriptor }) => Object.getOwnPropertyDescriptor(target, key)?.value !== descriptor.value).map(({ target, key }) => `${nameOf(target)}.${String(key)}`);
}

function nameOf(target: object): string {
  if (target === globalThis) return 'globalThis';
  const constructor = Object.getOwnPropertyDescriptor(target, 'constructor')?.value as { name?: string } | undefined;
  if (constructor?.name) return `${constructor.name}.prototype`;
  return (target as { name?: string }).name ?? (target as { [Symbol.toStringTag]?: string })[Symbol.toStringTag] ?? 'object';
}

/** Runs `load` (an import), then restores every builtin function it replaced. */
export async function withBuiltinsKept<T>(load: () => Promise<T>): Promise<T> {
  const snapshot = snapshotBuiltins();
  try {
    return await load();
  } finally {
    for (const { target, key, descriptor } of snapshot) {
      if (Object.getOwnPropertyDescriptor(target, key)?.value !== descriptor.value) Object.defineProperty(target, key, descriptor);
    }
  }
}
