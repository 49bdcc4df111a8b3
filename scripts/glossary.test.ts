import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The catalogues follow one glossary per language (docs/glossary/{fr,en,de,pt}.md, issue #44:
// "Mitarbeiter" beside "Mitarbeiter/in", "usurpation" beside "emprunt d'identité", "(s)" plurals).
// Each glossary's last column lists the words a translation must not use.

const LANGUAGES = ['fr', 'de', 'pt'] as const;

function avoidedWords(language: string): string[] {
  const glossary = readFileSync(`docs/glossary/${language}.md`, 'utf8');
  const rows = glossary.split('\n').filter((line) => line.startsWith('|') && !line.startsWith('|---'));
  return rows.slice(1).flatMap((row) => [...(row.split('|').at(-2) ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''));
}

function translations(language: string): string[] {
  const catalog = readFileSync(`locales/${language}/messages.po`, 'utf8');
  return [...catalog.matchAll(/^msgstr "(.*)"$/gm)].map((match) => match[1] ?? '').filter(Boolean);
}

/** The word on its own (not inside a longer word); `(s)` and the like as written. */
function wordPattern(word: string): RegExp {
  const escaped = word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return /^\w/.test(word) ? new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'iu') : new RegExp(escaped, 'iu');
}

describe.each(LANGUAGES)('the %s catalogue', (language) => {
  it('uses none of the words its glossary says to avoid', () => {
    const words = avoidedWords(language);
    expect(words.length).toBeGreaterThan(0);
    const offending = translations(language).flatMap((text) => words.filter((word) => wordPattern(word).test(text)).map((word) => `${word}: ${text}`));
    expect(offending).toEqual([]);
  });
});
