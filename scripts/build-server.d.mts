export const SERVER_OUT_DIR: string;
export const BUILT_SERVER_ARGS: string[];
export const POSTGRES_NODE_OPTIONS: string[];
export function buildServer(): Promise<void>;
export function ensureBuilt(portalNeedsBuild?: boolean): Promise<void>;
export function buildIsStale(): boolean;
