import { describe, expect, it } from 'vitest';
import { openToken, sealToken } from './sealed-token';

const SECRET = 'a-secret-of-at-least-16-characters';
const TOKEN = 'Zq3v0Jv6r1yqkz8xv9q2c0x1y2z3a4b5c6d7e8f9g0h';

describe('sealed sign-in token', () => {
  it('opens with the same SECRET and user, and shows nothing of the token sealed', () => {
    const sealed = sealToken(SECRET, 'user-1', TOKEN);
    expect(sealed).toMatch(/^v1\.[\w-]+$/);
    expect(sealed).not.toContain(TOKEN);
    expect(sealToken(SECRET, 'user-1', TOKEN)).not.toBe(sealed);
    expect(openToken(SECRET, 'user-1', sealed)).toBe(TOKEN);
  });

  it('does not open with another SECRET, for another user, or once changed', () => {
    const sealed = sealToken(SECRET, 'user-1', TOKEN);
    expect(() => openToken('another-secret-of-16-characters', 'user-1', sealed)).toThrow();
    expect(() => openToken(SECRET, 'user-2', sealed)).toThrow();
    const flipped = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.at(-1);
    expect(() => openToken(SECRET, 'user-1', flipped)).toThrow();
    expect(() => openToken(SECRET, 'user-1', 'v0.abc')).toThrow(/unknown format/);
    expect(() => openToken(SECRET, 'user-1', 'v1.abc')).toThrow(/too short/);
  });
});
