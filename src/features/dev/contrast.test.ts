import { describe, expect, it } from 'vitest';
import { bestTextColor, contrastRatio } from './contrast';

describe('contrast (WCAG 2)', () => {
  it('measures black on white as 21:1 and a colour on itself as 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1c7ed6', '#1c7ed6')).toBe(1);
  });

  it('picks the text colour that reads best', () => {
    expect(bestTextColor('#1864ab')).toMatchObject({ color: '#ffffff' });
    expect(bestTextColor('#37b24d')).toMatchObject({ color: '#000000' });
    expect(bestTextColor('#37b24d').ratio).toBeGreaterThan(4.5);
  });
});
