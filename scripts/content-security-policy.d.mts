/** See content-security-policy.mjs. */
export function contentSecurityPolicy(env: Record<string, string | undefined>): string;
export function withIdentityProvider(policy: string, issuer: string | null | undefined): string;
