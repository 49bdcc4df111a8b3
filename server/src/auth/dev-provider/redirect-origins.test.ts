import { describe, expect, it } from 'vitest';
import { redirectOrigins } from './redirect-origins';

describe('the development provider’s redirect origins', () => {
  it('accepts every loopback spelling of a loopback origin in development', () => {
    expect(redirectOrigins(['http://localhost:3000'], false).sort()).toEqual(['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000']);
    expect(redirectOrigins(['http://127.0.0.1:4100'], false)).toContain('http://localhost:4100');
  });

  it('keeps other origins as they are, and adds no other port', () => {
    expect(redirectOrigins(['https://portal.example.lu', 'http://localhost:3000'], false)).not.toContain('http://localhost:3001');
    expect(redirectOrigins(['https://portal.example.lu'], false)).toEqual(['https://portal.example.lu']);
  });

  it('matches exactly in production', () => {
    expect(redirectOrigins(['http://localhost:3000'], true)).toEqual(['http://localhost:3000']);
  });
});
