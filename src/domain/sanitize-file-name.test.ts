import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_LENGTH, sanitizeFileName } from './sanitize-file-name';

describe('sanitizeFileName', () => {
  it('keeps ordinary names, accents included', () => {
    expect(sanitizeFileName('Sal_1001_12_112025.pdf')).toBe('Sal_1001_12_112025.pdf');
    expect(sanitizeFileName('Fiche de paie (Élise).pdf')).toBe('Fiche de paie (Élise).pdf');
  });

  it('drops path parts and traversal', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\me\\slip.pdf')).toBe('slip.pdf');
    expect(sanitizeFileName('..')).toBe('file');
    expect(sanitizeFileName('a..b.pdf')).toBe('a.b.pdf');
    expect(sanitizeFileName('.htaccess')).toBe('htaccess');
  });

  it('removes control and bidi characters and replaces unsafe ones', () => {
    expect(sanitizeFileName('in\u0000voice\n.pdf')).toBe('invoice.pdf');
    expect(sanitizeFileName('evil\u202Efdp.exe')).toBe('evilfdp.exe');
    expect(sanitizeFileName('a<b>:"c"?*.pdf')).toBe('a_b___c___.pdf');
  });

  it('is never empty', () => {
    expect(sanitizeFileName('')).toBe('file');
    expect(sanitizeFileName(' . ')).toBe('file');
    expect(sanitizeFileName('/')).toBe('file');
  });

  it('shortens long names and keeps the extension', () => {
    const result = sanitizeFileName(`${'a'.repeat(300)}.pdf`);
    expect(result).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(result.endsWith('.pdf')).toBe(true);
    const accented = sanitizeFileName(`${'😀é'.repeat(150)}.pdf`);
    expect(accented.endsWith('.pdf')).toBe(true);
    expect(accented.length).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH);
  });

  it('never returns a separator, "..", a leading dot or an over-long name, and is idempotent', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.string({ unit: 'grapheme', maxLength: 260 }),
          fc.string({ unit: 'binary', maxLength: 260 }),
          fc.array(fc.constantFrom('.', '/', '\\', '..', 'a', 'é', ' ', '\u0000', '😀'), { maxLength: 300 }).map((a) => a.join('')),
        ),
        (name) => {
          const result = sanitizeFileName(name);
          expect(result).not.toMatch(/[/\\]/);
          expect(result).not.toContain('..');
          expect(result.startsWith('.')).toBe(false);
          expect(result.length).toBeGreaterThan(0);
          expect(result.length).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH);
          expect(sanitizeFileName(result)).toBe(result);
        },
      ),
      { numRuns: 500 },
    );
  });
});
