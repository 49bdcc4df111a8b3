// Browsers word a failed dynamic import differently; after a deploy the old chunk names are gone
// from the server, so these errors mean "this page is older than the server", not a bug.
const CHUNK_LOAD_MESSAGES = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's CSS preload helper
  /loading (css )?chunk .+ failed/i, // older bundlers' wording, still seen from cached pages
];

/** True when the error comes from a lazily loaded part of the app that could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_LOAD_MESSAGES.some((pattern) => pattern.test(error.message));
}

export const CHUNK_RELOAD_FLAG = 'portal:chunk-load-reloaded';
// A part that still fails right after the reload means reloading does not help; one that fails much
// later is a new deployment, worth another reload even if nobody cleared the flag.
const RELOAD_LOOP_WINDOW_MS = 60_000;

/**
 * Reloads the page once to fetch the current build (spec §4). Returns false, without reloading,
 * when the page was reloaded for this reason less than a minute ago and a part still fails:
 * reloading again would loop forever, so the error is shown instead.
 */
export function reloadOnceAfterChunkError(reload: () => void = () => window.location.reload()): boolean {
  const reloadedAt = readFlag();
  if (reloadedAt !== null && Date.now() - reloadedAt < RELOAD_LOOP_WINDOW_MS) return false;
  writeFlag(String(Date.now()));
  reload();
  return true;
}

/** Called after a successful load so a later deploy may reload again. */
export function clearChunkReloadFlag(): void {
  writeFlag(null);
}

// sessionStorage can throw (privacy modes, storage disabled); without it we never reload, which
// cannot loop.
function readFlag(): number | null {
  try {
    const stored = window.sessionStorage.getItem(CHUNK_RELOAD_FLAG);
    if (stored === null) return null;
    const reloadedAt = Number(stored);
    // Unreadable means written by someone else; treat it as a reload just now, the safe side.
    return Number.isFinite(reloadedAt) ? reloadedAt : Date.now();
  } catch {
    return Date.now();
  }
}

function writeFlag(value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(CHUNK_RELOAD_FLAG);
    else window.sessionStorage.setItem(CHUNK_RELOAD_FLAG, value);
  } catch {
    // Nothing to remember where storage is unavailable; readFlag() then refuses to reload.
  }
}
