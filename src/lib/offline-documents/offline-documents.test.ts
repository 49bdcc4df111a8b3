import { afterEach, describe, expect, it } from 'vitest';
import { fileOf, forgetAllKeptDocuments, forgetDocument, keepDocument, MAX_KEPT_DOCUMENTS, OFFLINE_DOCUMENTS_DB, readKeptDocument } from './offline-documents';

// The real module on fake-indexeddb (the browser's IndexedDB is outside Node; fake-indexeddb
// implements the same specification).

const bytesOf = (text: string) => new TextEncoder().encode(text).buffer;
const textOf = (bytes: ArrayBuffer) => new TextDecoder().decode(bytes);
const payslip = { filename: 'Sal_1001_12_102026.pdf', bytes: bytesOf('%PDF-1.4 payslip') };

afterEach(() => forgetAllKeptDocuments());

describe('documents kept for offline reading', () => {
  it('names a file by its path, whatever the signature and expiry of the link', () => {
    expect(fileOf('/files/ab12?name=a.pdf&exp=1&sig=x')).toBe('/files/ab12');
    expect(fileOf('/files/ab12?name=a.pdf&exp=2&sig=y&receipt=r1')).toBe('/files/ab12');
  });

  it('gives a kept document back to its owner only, with its name and bytes', async () => {
    expect(await keepDocument('u1', '/files/ab12', payslip)).toBe(true);
    const kept = await readKeptDocument('u1', '/files/ab12');
    expect(kept?.filename).toBe(payslip.filename);
    expect(textOf(kept!.bytes)).toBe('%PDF-1.4 payslip');
    expect(await readKeptDocument('u2', '/files/ab12')).toBeNull();
    expect(await readKeptDocument('u1', '/files/other')).toBeNull();
  });

  it('forgets one document erased on the server', async () => {
    await keepDocument('u1', '/files/a', payslip);
    await keepDocument('u1', '/files/b', payslip);
    await forgetDocument('u1', '/files/a');
    expect(await readKeptDocument('u1', '/files/a')).toBeNull();
    expect(await readKeptDocument('u1', '/files/b')).not.toBeNull();
  });

  it("keeps the owner's most recently opened documents, dropping the oldest past the limit", async () => {
    for (let i = 0; i <= MAX_KEPT_DOCUMENTS; i++) await keepDocument('u1', `/files/${i}`, payslip, 1_000 + i);
    await keepDocument('u2', '/files/other', payslip, 1);
    expect(await readKeptDocument('u1', '/files/0')).toBeNull();
    expect(await readKeptDocument('u1', '/files/1')).not.toBeNull();
    expect(await readKeptDocument('u1', `/files/${MAX_KEPT_DOCUMENTS}`)).not.toBeNull();
    // Another user's documents do not count against this one's.
    expect(await readKeptDocument('u2', '/files/other')).not.toBeNull();
  });

  it('deletes the whole database when user data leaves the device, and works again afterwards', async () => {
    await keepDocument('u1', '/files/a', payslip);
    await forgetAllKeptDocuments();
    expect((await indexedDB.databases()).map((database) => database.name)).not.toContain(OFFLINE_DOCUMENTS_DB);
    expect(await readKeptDocument('u1', '/files/a')).toBeNull();
    expect(await keepDocument('u1', '/files/a', payslip)).toBe(true);
  });

  it('reads a record of another schema version as nothing', async () => {
    await keepDocument('u1', '/files/a', payslip);
    const request = indexedDB.open(OFFLINE_DOCUMENTS_DB);
    await new Promise((resolve) => (request.onsuccess = resolve));
    const db = request.result;
    const put = db.transaction('documents', 'readwrite').objectStore('documents').put({ schemaVersion: 0, owner: 'u1', file: '/files/a', filename: 'x', bytes: 'not bytes' }, ['u1', '/files/a']);
    await new Promise((resolve) => (put.onsuccess = resolve));
    db.close();
    expect(await readKeptDocument('u1', '/files/a')).toBeNull();
  });
});
