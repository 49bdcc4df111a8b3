/**
 * The width a select needs to show its longest text whole, in any language (issue #44: French
 * placeholders were cut in fixed 200 px fields). `ch` is the width of a digit, a little more than an
 * average letter of the portal's font; the rem leave room for the padding, the clear button and the
 * chevron.
 */
export function roomFor(texts: readonly string[]): string {
  const longest = Math.max(8, ...texts.map((text) => text.length));
  return `calc(${longest}ch + 4.5rem)`;
}

/** A filter's width: its longest text whole (never wider than its row), the full width on a phone. */
export function fieldWidth(texts: readonly string[]): { base: string; sm: string } {
  return { base: '100%', sm: `min(${roomFor(texts)}, 100%)` };
}
