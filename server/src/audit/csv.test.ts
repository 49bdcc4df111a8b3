import { expect, it } from 'vitest';
import { csvLine } from './csv';

it('quotes separators and quotes, and defuses spreadsheet formulas', () => {
  expect(csvLine(['a', 'b,c', 'say "hi"', null, new Date('2026-01-02T03:04:05.000Z'), { reason: 'x' }])).toBe(
    'a,"b,c","say ""hi""",,2026-01-02T03:04:05.000Z,"{""reason"":""x""}"\r\n',
  );
  expect(csvLine(['=HYPERLINK("x")', '-1'])).toBe(`"'=HYPERLINK(""x"")",'-1\r\n`);
});
