import { describe, expect, it } from 'vitest';
import { uniqueEntryNames } from './archive-entry-names';

describe('uniqueEntryNames', () => {
  it('keeps distinct names as they are, in order', () => {
    expect(uniqueEntryNames(['a.pdf', 'b.pdf', 'Relevé été.jpg'])).toEqual(['a.pdf', 'b.pdf', 'Relevé été.jpg']);
  });

  it('numbers repeated names before the extension, also when they differ only in case', () => {
    expect(uniqueEntryNames(['invoice.pdf', 'invoice.pdf', 'Invoice.PDF', 'invoice (2).pdf'])).toEqual([
      'invoice.pdf',
      'invoice (2).pdf',
      'Invoice (3).PDF',
      'invoice (2) (2).pdf',
    ]);
  });

  it('numbers names without an extension, and never lets an entry name a folder', () => {
    expect(uniqueEntryNames(['scan', 'scan', '../etc/passwd', ''])).toEqual(['scan', 'scan (2)', '.._etc_passwd', 'file']);
  });
});
