import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

describe('clientIp', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientIp('203.0.113.7', '198.51.100.1', 0)).toBe('203.0.113.7');
  });

  it('behind one proxy, is the address that proxy appended, not one the client wrote before it', () => {
    // nginx ($proxy_add_x_forwarded_for) on 10.0.0.2 received the request from 203.0.113.7.
    expect(clientIp('10.0.0.2', '203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientIp('10.0.0.2', '198.51.100.1, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientIp('10.0.0.2', ['198.51.100.1', '203.0.113.7'], 1)).toBe('203.0.113.7');
  });

  it('behind two proxies, skips both', () => {
    expect(clientIp('10.0.0.3', '198.51.100.1, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7');
  });

  it('falls back to the first address when the chain is shorter than the proxies trusted', () => {
    expect(clientIp('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
    expect(clientIp('10.0.0.3', '203.0.113.7', 3)).toBe('203.0.113.7');
  });
});
