export const GLEWLWYD: string;
export const GLEWLWYD_PASSWORD: string;
export const GLEWLWYD_CLIENT_ID: string;
export const GLEWLWYD_USERS: string[];
export function glewlwydMissing(): string | null;
export interface RunningGlewlwyd {
  /** `http://127.0.0.1:PORT/api/oidc`: OIDC_ISSUER for the portal. */
  issuer: string;
  clientId: string;
  base: string;
  /** Registers (or widens) the portal's public client for these origins. */
  registerPortal(origins: string[]): Promise<void>;
  stop(): Promise<void>;
  startedInMs: number;
  log(): string;
}
export function startGlewlwyd(options?: { users?: string[] }): Promise<RunningGlewlwyd>;
