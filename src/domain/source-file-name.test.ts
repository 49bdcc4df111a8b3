import { describe, expect, it } from 'vitest';
import { MAX_SOURCE_FILE_NAME_LENGTH, recordableSourceFileName, sourceFileNameProblem } from './source-file-name';

describe('sourceFileNameProblem', () => {
  it('accepts an ordinary payroll file name, accents and spaces included', () => {
    expect(sourceFileNameProblem('Paie_11_2025.pdf')).toBeNull();
    expect(sourceFileNameProblem('Fiches de paie décembre 2025.pdf')).toBeNull();
  });
  it('refuses an empty name, a name over the limit and control or bidi characters', () => {
    expect(sourceFileNameProblem('  ')).toBe('empty');
    expect(sourceFileNameProblem('a'.repeat(MAX_SOURCE_FILE_NAME_LENGTH + 1))).toBe('tooLong');
    expect(sourceFileNameProblem('Paie\n2025.pdf')).toBe('controlCharacters');
    expect(sourceFileNameProblem('Paie\u202Efdp.exe')).toBe('controlCharacters');
  });
});

describe('recordableSourceFileName', () => {
  it('keeps the name as seen, without a path or control characters, within the limit', () => {
    expect(recordableSourceFileName('C:\\exports\\Paie_11_2025.pdf')).toBe('Paie_11_2025.pdf');
    expect(recordableSourceFileName('Paie\u0000_11.pdf')).toBe('Paie_11.pdf');
    expect(recordableSourceFileName('é'.repeat(400))).toHaveLength(MAX_SOURCE_FILE_NAME_LENGTH);
    expect(recordableSourceFileName('\u0007')).toBeNull();
  });
});
