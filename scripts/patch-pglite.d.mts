export const PATCH_MARK: string;
export function patchReaderSource(source: string): { source: string; state: 'patched' | 'already' | 'unknown' };
export function patchInstalledPglite(): { patched: number; already: number };
