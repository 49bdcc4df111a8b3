import { describe, expect, it } from 'vitest';
import { signFileUrl, verifyFileUrl } from './signed-url';

const secret = 'a-test-secret-of-enough-length';
const file = { key: '0123456789abcdef0123456789abcdef', filename: 'Fiche de salaire – été 2025 & co.pdf' };
const now = Date.UTC(2025, 5, 1, 12, 0, 0);
const at = (path: string) => new URL(path, 'http://localhost:3000');

function withParam(url: string, name: string, value: string): URL {
  const parsed = at(url);
  parsed.searchParams.set(name, value);
  return parsed;
}

describe('signed file URLs', () => {
  it('is a same-origin /files path that verifies back to the key and the exact name', () => {
    const url = signFileUrl(secret, file, 300, now);
    expect(url).toMatch(/^\/files\/0123456789abcdef0123456789abcdef\?name=.+&exp=\d+&sig=[\w-]+$/);
    expect(verifyFileUrl(secret, at(url), now)).toEqual(file);
    expect(verifyFileUrl(secret, at(url), now + 299_000)).toEqual(file);
  });

  it('expires after its lifetime', () => {
    const url = signFileUrl(secret, file, 300, now);
    expect(verifyFileUrl(secret, at(url), now + 300_000)).toBeNull();
    expect(verifyFileUrl(secret, at(url), now + 3_600_000)).toBeNull();
  });

  it('rejects any change to the key, the name, the expiry or the signature', () => {
    const url = signFileUrl(secret, file, 300, now);
    const other = at(url);
    other.pathname = '/files/fedcba9876543210fedcba9876543210';
    expect(verifyFileUrl(secret, other, now)).toBeNull();
    expect(verifyFileUrl(secret, withParam(url, 'name', 'other.pdf'), now)).toBeNull();
    const exp = Number(at(url).searchParams.get('exp'));
    expect(verifyFileUrl(secret, withParam(url, 'exp', String(exp + 86_400)), now)).toBeNull();
    const sig = at(url).searchParams.get('sig')!;
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    expect(verifyFileUrl(secret, withParam(url, 'sig', flipped), now)).toBeNull();
    expect(verifyFileUrl(secret, withParam(url, 'sig', `${sig}=`), now)).toBeNull();
  });

  it('rejects a URL signed with another secret or missing parts', () => {
    const url = signFileUrl('another-secret-entirely', file, 300, now);
    expect(verifyFileUrl(secret, at(url), now)).toBeNull();
    const good = signFileUrl(secret, file, 300, now);
    for (const name of ['name', 'exp', 'sig']) {
      const parsed = at(good);
      parsed.searchParams.delete(name);
      expect(verifyFileUrl(secret, parsed, now)).toBeNull();
    }
    expect(verifyFileUrl(secret, at(`/files/../${file.key}`), now)).toBeNull();
  });
});
