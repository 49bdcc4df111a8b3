// Number formatting for the progress panel; locale-aware through Intl.

export function formatBytes(bytes: number, locale?: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

/** Rounded up to whole seconds below a minute, whole minutes above. */
export function splitDuration(ms: number): { minutes: number; seconds: number } {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60 ? { minutes: 0, seconds } : { minutes: Math.ceil(seconds / 60), seconds: 0 };
}
