// Clean-up that must happen even when the benchmark is interrupted (Ctrl-C) rather than failing:
// `finally` blocks do not run when a signal ends the process.
const pending = new Set<() => Promise<void>>();
let installed = false;

async function runAll() {
  for (const fn of [...pending].reverse()) await fn().catch(() => undefined);
  pending.clear();
}

/** Registers a clean-up; call the returned function once it has run normally. */
export function onInterrupt(fn: () => Promise<void>): () => void {
  if (!installed) {
    installed = true;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        console.error(`\n${signal}: cleaning up…`);
        void runAll().finally(() => process.exit(130));
      });
    }
  }
  pending.add(fn);
  return () => void pending.delete(fn);
}
