import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/domain/enums';
import { HR_ERROR_MESSAGES, HR_FIELD_LABELS, HR_GROUP_LABELS, HR_PROFILE_ANSWERS } from '../../../src/domain/hr-profile-messages';
import { parsePoCatalog } from './po-catalog';
import { answerLanguage, translate } from './translate';

describe('parsePoCatalog', () => {
  it('reads msgid/msgstr pairs, continuation lines and escapes, and leaves untranslated ones out', () => {
    const po = ['msgid ""', 'msgstr ""', '"Language: fr\\n"', '', 'msgid "Say \\"hi\\""', 'msgstr ""', '"Dis \\"salut\\""', '', 'msgid "Empty"', 'msgstr ""', ''].join('\n');
    expect([...parsePoCatalog(po)]).toEqual([['Say "hi"', 'Dis "salut"']]);
  });
});

describe('translate', () => {
  it('has every text the API answers with in every language (the portal extracts them)', () => {
    const texts = [...Object.values(HR_GROUP_LABELS), ...Object.values(HR_FIELD_LABELS), ...Object.values(HR_ERROR_MESSAGES), ...Object.values(HR_PROFILE_ANSWERS)];
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const untranslated = texts.filter((text) => translate(language, text) === text && !/^(IBAN|BIC)$/.test(text));
      expect({ language, untranslated }).toEqual({ language, untranslated: [] });
    }
  });

  it('falls back to English for a text no catalog has', () => {
    expect(translate('de', 'No such text')).toBe('No such text');
  });
});

describe('answerLanguage', () => {
  it('takes the saved language, then Accept-Language, then French (spec §1)', () => {
    expect(answerLanguage('pt', 'de')).toBe('pt');
    expect(answerLanguage(null, 'es-ES, de;q=0.8')).toBe('de');
    expect(answerLanguage(null, null)).toBe('fr');
    expect(answerLanguage('xx', 'it')).toBe('fr');
  });
});
