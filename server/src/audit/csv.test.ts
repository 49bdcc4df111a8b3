import { expect, it } from 'vitest';
import { csvLine } from './csv';

it('writes dates in ISO 8601, objects as JSON, nothing for null, each cell quoted and defused', () => {
  expect(csvLine(['a', 'b,c', null, new Date('2026-01-02T03:04:05.000Z'), { reason: 'x' }, '=1+1', '-120.00'])).toBe(
    `a,"b,c",,2026-01-02T03:04:05.000Z,"{""reason"":""x""}",'=1+1,-120.00\r\n`,
  );
});
