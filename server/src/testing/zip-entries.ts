import yauzl from 'yauzl';

export interface ZipEntry {
  name: string;
  bytes: Buffer;
}

/** Every entry of a ZIP with its bytes, read by an independent ZIP reader (yauzl), in archive order. */
export function readZipEntries(zip: Buffer): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (openError, archive) => {
      if (openError || !archive) return reject(openError ?? new Error('not a ZIP'));
      const entries: ZipEntry[] = [];
      archive.on('error', reject);
      archive.on('end', () => resolve(entries));
      archive.on('entry', (entry: yauzl.Entry) => {
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('unreadable entry'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.push({ name: entry.fileName, bytes: Buffer.concat(chunks) });
            archive.readEntry();
          });
        });
      });
      archive.readEntry();
    });
  });
}
