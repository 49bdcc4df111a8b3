import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';

export interface SigningKeys {
  /** With private parts: for the provider only. */
  privateJwks: { keys: JWK[] };
  /** Public parts only: what verifiers and the jwks endpoint show. */
  publicJwks: JSONWebKeySet;
}

const privateMembers = ['d', 'p', 'q', 'dp', 'dq', 'qi'] as const;

function toPublic(jwk: JWK): JWK {
  const copy: JWK = { ...jwk };
  for (const member of privateMembers) delete copy[member];
  return copy;
}

async function generate(): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { keys: [{ ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' }] };
}

/**
 * The development provider's signing keys. Kept in DATA_DIR/oidc-jwks.json so tokens issued before a
 * restart still verify after it; `dir` null keeps them in memory (tests).
 */
export async function loadSigningKeys(dir: string | null): Promise<SigningKeys> {
  const file = dir ? path.join(dir, 'oidc-jwks.json') : null;
  let privateJwks: { keys: JWK[] } | null = null;
  if (file) {
    try {
      privateJwks = JSON.parse(await readFile(file, 'utf8')) as { keys: JWK[] };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  if (!privateJwks) {
    privateJwks = await generate();
    if (file && dir) {
      await mkdir(dir, { recursive: true });
      await writeFile(file, JSON.stringify(privateJwks), { mode: 0o600 });
    }
  }
  return { privateJwks, publicJwks: { keys: privateJwks.keys.map(toPublic) } };
}
