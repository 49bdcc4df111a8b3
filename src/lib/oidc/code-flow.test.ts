import { describe, expect, it } from 'vitest';
import { assertCodeFlowResponse } from './user-manager';

describe('identity-provider return (spec §5)', () => {
  it('accepts an authorization code or a provider error', () => {
    expect(() => assertCodeFlowResponse(new URL('https://p.example/callback?code=abc&state=s'))).not.toThrow();
    expect(() => assertCodeFlowResponse(new URL('https://p.example/callback?error=access_denied&state=s'))).not.toThrow();
  });

  it('refuses an implicit-flow answer in the fragment', () => {
    expect(() => assertCodeFlowResponse(new URL('https://p.example/callback#access_token=x&state=s'))).toThrow(
      'Only the Authorization Code flow (with PKCE) is supported',
    );
  });

  it('says there is no state when the address carries no answer at all', () => {
    expect(() => assertCodeFlowResponse(new URL('https://p.example/callback'))).toThrow('No state in response');
  });
});
