import { describe, expect, it } from 'vitest';
import { formatTargets } from './report';

describe('formatTargets', () => {
  it('shows the reference and its verdict beside each goal that has one', () => {
    const text = formatTargets(
      [
        { name: 'read p50 API/SQL', limit: '≤ 3×', value: 4.2, pass: false, reference: { value: 2.5, pass: true } },
        { name: 'RSS when ready (MiB)', limit: '≤ 250', value: 212, pass: true },
      ],
      'floor',
    );
    const [header, , read, memory] = text.split('\n');
    expect(header!.split(/\s{2,}/)).toEqual(['target', 'limit', 'measured', 'result', 'floor', 'floor result']);
    expect(read!.trim().split(/\s{2,}/)).toEqual(['read p50 API/SQL', '≤ 3×', '4.2', 'MISS', '2.5', 'PASS']);
    expect(memory!.trim().split(/\s{2,}/)).toEqual(['RSS when ready (MiB)', '≤ 250', '212', 'PASS', '–', '–']);
  });

  it('keeps four columns when no goal has a reference', () => {
    const [header, , row] = formatTargets([{ name: 'staging (s)', limit: '≤ 3', value: 1.1, pass: true }]).split('\n');
    expect(header!.split(/\s{2,}/)).toEqual(['target', 'limit', 'measured', 'result']);
    expect(row!.trim().split(/\s{2,}/)).toEqual(['staging (s)', '≤ 3', '1.1', 'PASS']);
  });
});
