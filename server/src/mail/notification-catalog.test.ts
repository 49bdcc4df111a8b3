import { describe, expect, it } from 'vitest';
import { fillMessage, MAIL_CATALOGS, MAIL_LANGUAGES, mailLanguage } from './notification-catalog';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('notification mail catalog', () => {
  const english = MAIL_CATALOGS.en;

  it.each(MAIL_LANGUAGES)('%s has every message, non-empty, with the same placeholders as English', (language) => {
    const catalog = MAIL_CATALOGS[language];
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(catalog)) {
      expect(text.trim(), `${language} ${key}`).not.toBe('');
      expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english[key as keyof typeof english]));
    }
  });

  it('translates rather than copies English (apart from the subject prefix shared by de and pt)', () => {
    for (const language of ['fr', 'de', 'pt'] as const) {
      const copied = Object.entries(MAIL_CATALOGS[language]).filter(([key, text]) => text === english[key as keyof typeof english]);
      expect(copied.map(([key]) => key).filter((key) => key !== 'subject.one'), language).toEqual([]);
    }
  });

  it('falls back to English for a missing or unknown saved language', () => {
    expect(mailLanguage(null)).toBe('en');
    expect(mailLanguage('xx')).toBe('en');
    expect(mailLanguage('de')).toBe('de');
  });

  it('fills placeholders', () => {
    expect(fillMessage('fr', 'greeting', { name: 'Anne' })).toBe('Bonjour Anne,');
  });
});
