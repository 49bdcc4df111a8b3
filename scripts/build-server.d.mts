export const SERVER_OUT_DIR: string;
export const BUILT_SERVER_ARGS: string[];
export const POSTGRES_NODE_OPTIONS: string[];
/** `outDir` (default server/dist) two folders below the repository root, as server/src/paths.ts expects. */
export function buildServer(outDir?: string): Promise<void>;
export function ensureBuilt(portalNeedsBuild?: boolean): Promise<void>;
export function buildIsStale(): boolean;
