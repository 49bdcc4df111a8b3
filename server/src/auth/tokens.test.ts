import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken, randomToken } from './tokens';

// Contract of Node's one-shot crypto.hash (Node 20.12+), which hashToken uses: the same digest as a
// createHash object, a string taken as UTF-8. Sessions and magic links stored before it are found by it.
describe('hashToken', () => {
  it('is the hex SHA-256 of the token’s UTF-8 bytes', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashToken('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    for (const token of [randomToken(), 'Grüße-ß-€-😀', 'a'.repeat(10_000)]) {
      expect(hashToken(token)).toBe(createHash('sha256').update(Buffer.from(token, 'utf8')).digest('hex'));
    }
  });
});
