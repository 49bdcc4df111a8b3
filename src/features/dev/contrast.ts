// WCAG 2 relative luminance and contrast ratio, for the colours demo.

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function luminance(hex: string): number {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour (black or white) that reads best on `background`, with its contrast ratio. */
export function bestTextColor(background: string): { color: '#000000' | '#ffffff'; ratio: number } {
  const onWhite = contrastRatio(background, '#ffffff');
  const onBlack = contrastRatio(background, '#000000');
  return onWhite >= onBlack ? { color: '#ffffff', ratio: onWhite } : { color: '#000000', ratio: onBlack };
}
