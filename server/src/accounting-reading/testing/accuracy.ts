import type { Reading } from '../../../../src/domain/accounting-reading-fields';
import type { ReadFieldName } from '../../../../src/domain/accounting-reading-fields';

export interface Score {
  right: number;
  total: number;
  wrong: string[];
}

/** Fields read with the expected value, out of the fields expected (a field not read counts as wrong). */
export function score(reading: Reading, expected: Partial<Record<ReadFieldName, string>>): Score {
  const wrong: string[] = [];
  let right = 0;
  for (const [field, value] of Object.entries(expected) as [ReadFieldName, string][]) {
    if (reading.fields[field]?.value === value) right++;
    else wrong.push(`${field}: ${reading.fields[field]?.value ?? '—'} ≠ ${value}`);
  }
  return { right, total: Object.keys(expected).length, wrong };
}

export function addScores(scores: Score[]): Score {
  return scores.reduce((sum, s) => ({ right: sum.right + s.right, total: sum.total + s.total, wrong: [...sum.wrong, ...s.wrong] }), { right: 0, total: 0, wrong: [] });
}
