import { describe, expect, it } from 'vitest';
import { signArchiveUrl, verifyArchiveUrl } from './archive-url';
import { signFileUrl } from './signed-url';

const secret = 'archive-test-secret-0123456789';
const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
const at = (path: string) => new URL(path, 'http://localhost');

describe('signed archive URLs', () => {
  it('round-trip for five minutes, then expire', () => {
    const now = Date.UTC(2026, 0, 1);
    const url = signArchiveUrl(secret, { id, filename: 'documents.zip' }, 300, now);
    expect(url.startsWith(`/files/archives/${id}?`)).toBe(true);
    expect(verifyArchiveUrl(secret, at(url), now + 299_000)).toEqual({ id, filename: 'documents.zip' });
    expect(verifyArchiveUrl(secret, at(url), now + 300_000)).toBeNull();
  });

  it('refuse another name, another archive, another secret or a single-file signature', () => {
    const url = at(signArchiveUrl(secret, { id, filename: 'documents.zip' }));
    const renamed = new URL(url);
    renamed.searchParams.set('name', 'other.zip');
    expect(verifyArchiveUrl(secret, renamed)).toBeNull();
    const otherId = new URL(url.href.replace(id, '1f8fad5b-d9cb-469f-a165-70867728950e'));
    expect(verifyArchiveUrl(secret, otherId)).toBeNull();
    expect(verifyArchiveUrl('another-secret-0123456789', url)).toBeNull();
    const fileSig = new URL(signFileUrl(secret, { key: 'a'.repeat(32), filename: 'documents.zip' }), 'http://localhost').searchParams;
    const forged = new URL(url);
    forged.searchParams.set('sig', fileSig.get('sig') ?? '');
    forged.searchParams.set('exp', fileSig.get('exp') ?? '');
    expect(verifyArchiveUrl(secret, forged)).toBeNull();
  });
});
