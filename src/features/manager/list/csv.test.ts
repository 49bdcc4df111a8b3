import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes separators and quotes, and neutralises formulas', () => {
    expect(toCsv(['Name', 'Code'], [['Atelier "Moselle", S.à r.l.', '=1+1'], [null, 1001]])).toBe(
      '\uFEFFName,Code\r\n"Atelier ""Moselle"", S.à r.l.",\'=1+1\r\n,1001\r\n',
    );
  });
});
