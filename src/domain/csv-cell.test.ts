import { expect, it } from 'vitest';
import { csvCell } from './csv-cell';

it('quotes separators (comma, semicolon, line breaks) and doubles quotes', () => {
  expect(['a', 'b,c', 'b;c', 'say "hi"', 'two\nlines'].map(csvCell)).toEqual(['a', '"b,c"', '"b;c"', '"say ""hi"""', '"two\nlines"']);
});

it('neutralises what a spreadsheet would run as a formula, keeps a plain negative amount a number', () => {
  expect(['=HYPERLINK("x")', '+1', '@SUM(A1)', '-1+1', '-2-cmd|calc', '\tx'].map(csvCell)).toEqual([`"'=HYPERLINK(""x"")"`, "'+1", "'@SUM(A1)", "'-1+1", "'-2-cmd|calc", "'\tx"]);
  expect(['-120.00', '-1', '-0.5'].map(csvCell)).toEqual(['-120.00', '-1', '-0.5']);
});
