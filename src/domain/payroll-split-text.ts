import { nameSearchKey } from './employees';

// Text of a payslip compared with the employee directory: case, accents and German
// transliterations folded, so "MÜLLER", "Mueller" and "Muller" read the same on both sides.

/**
 * The employee search's key (lower case, accents removed), with compatibility forms spelled out
 * first (NFKC: a PDF's "ﬁ" ligature is "fi"), and ß and letters no accent removal reaches spelled out.
 */
export function foldText(text: string): string {
  return nameSearchKey(text.normalize('NFKC'))
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/đ/g, 'd');
}

/**
 * A word as names are compared: "mueller" and "müller" (folded to "muller") both become "muller".
 * Applied to the page and the directory alike, so "Samuel" on both sides still matches ("samul").
 */
function foldWord(word: string): string {
  return word.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u');
}

/** The words of a text (letters and digits), folded; punctuation, commas and line breaks split words. */
export function nameWords(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .map(foldWord);
}

/** The key of a set of words whatever their order ("weber marie" = "marie weber"). */
export function wordSetKey(words: readonly string[]): string {
  return [...words].sort().join(' ');
}
