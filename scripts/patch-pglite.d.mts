export const PATCH_MARK: string;
export function patchReaderSource(source: string): { source: string; state: 'patched' | 'already' | 'unknown' };
export function patchInstalledPglite(options?: { write?: boolean }): { patched: number; already: number; unknown: string[] };
