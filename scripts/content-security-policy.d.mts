/** See content-security-policy.mjs. */
export function contentSecurityPolicy(env: Record<string, string | undefined>): string;
