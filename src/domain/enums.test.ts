import { describe, expect, it } from 'vitest';
import { chooseLanguage, isLanguage, isSalaryType, LANGUAGES, SALARY_TYPES } from './enums';

describe('enums', () => {
  it('lists the four salary types and languages of the spec', () => {
    expect(SALARY_TYPES).toEqual(['slip', 'compensation', 'work', 'worku1']);
    expect(LANGUAGES).toEqual(['fr', 'en', 'de', 'pt']);
  });

  it('recognises languages and nothing else', () => {
    expect(isLanguage('de')).toBe(true);
    expect(isLanguage('DE')).toBe(false);
    expect(isLanguage('it')).toBe(false);
    expect(isLanguage(null)).toBe(false);
    expect(isLanguage(1)).toBe(false);
    expect(isSalaryType('worku1')).toBe(true);
    expect(isSalaryType('toString')).toBe(false);
  });

  it('chooses the saved language, then the browser language, then French', () => {
    expect(chooseLanguage('pt', 'de-CH')).toBe('pt');
    expect(chooseLanguage(null, 'de-CH')).toBe('de');
    expect(chooseLanguage('xx', 'EN-us')).toBe('en');
    expect(chooseLanguage(undefined, 'it-IT')).toBe('fr');
    expect(chooseLanguage(undefined, undefined)).toBe('fr');
  });
});
