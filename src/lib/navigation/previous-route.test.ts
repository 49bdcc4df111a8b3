import { describe, expect, it } from 'vitest';
import { clearPreviousRoute, previousRoute, rememberPreviousRoute, takePreviousRoute } from './previous-route';

describe('previous-route memory (spec §2)', () => {
  it('brings the user back once, then forgets', () => {
    rememberPreviousRoute('/hr/documents?filter=new');
    expect(takePreviousRoute()).toBe('/hr/documents?filter=new');
    expect(takePreviousRoute()).toBe('/dashboard');
  });

  it('can be cleared', () => {
    rememberPreviousRoute('/accounting');
    clearPreviousRoute();
    expect(previousRoute()).toBeNull();
  });

  it('never sends the user to another site', () => {
    rememberPreviousRoute('https://evil.example/');
    expect(previousRoute()).toBeNull();
    rememberPreviousRoute('//evil.example/');
    expect(takePreviousRoute()).toBe('/dashboard');
  });
});
