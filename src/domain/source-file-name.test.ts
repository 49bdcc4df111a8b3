import { describe, expect, it } from 'vitest';
import { MAX_SOURCE_FILE_NAME_LENGTH, recordableSourceFileName, sourceFileNameInDetails, sourceFileNameProblem } from './source-file-name';

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

describe('sourceFileNameInDetails', () => {
  it("reads the payroll file's name from an audit entry's details", () => {
    expect(sourceFileNameInDetails({ sourceFileName: 'Paie_11_2025.pdf', fields: ['date'] })).toBe('Paie_11_2025.pdf');
  });
  it('gives null for details without one, of another shape, or with a name the rule refuses', () => {
    expect(sourceFileNameInDetails({ fields: ['date'] })).toBeNull();
    expect(sourceFileNameInDetails(null)).toBeNull();
    expect(sourceFileNameInDetails('Paie.pdf')).toBeNull();
    expect(sourceFileNameInDetails({ sourceFileName: 12 })).toBeNull();
    expect(sourceFileNameInDetails({ sourceFileName: 'Paie\n2025.pdf' })).toBeNull();
  });
});
