// Labels matched as whole words ("ht" is not in "nicht", "ust" not in "August", "data" not in "database").

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const cache = new Map<string, RegExp>();

function wordPattern(label: string): RegExp {
  let pattern = cache.get(label);
  if (!pattern) {
    pattern = new RegExp(`(?<!\\p{L})${escape(label)}(?!\\p{L})`, 'iu');
    cache.set(label, pattern);
  }
  return pattern;
}

/**
 * The label the line holds as a word that starts first (the longer one on a tie: "total ttc" over
 * "total"), or null. First in the line, not first in the list: "Kunde: Demo Client SA" is labelled
 * by "Kunde", and its value is all that follows.
 */
export function labelIn(line: string, labels: readonly string[]): string | null {
  let best: { label: string; index: number } | null = null;
  for (const label of labels) {
    const index = wordPattern(label).exec(line)?.index;
    if (index === undefined) continue;
    if (!best || index < best.index || (index === best.index && label.length > best.label.length)) best = { label, index };
  }
  return best?.label ?? null;
}

/** The text after the label on the line (the value printed beside it), or the whole line without it. */
export function afterLabel(line: string, label: string): string {
  const match = wordPattern(label).exec(line);
  return match ? line.slice((match.index ?? 0) + match[0].length) : line;
}
