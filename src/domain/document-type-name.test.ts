import { describe, expect, it } from 'vitest';
import { nameInLanguage } from './document-type-name';

const identityCard = { name: 'Identity card', names: { fr: 'Carte d’identité', en: '', de: 'Personalausweis', pt: null } };

describe('a document type’s name in the reader’s language', () => {
  it('is the name the manager wrote for that language', () => {
    expect(nameInLanguage(identityCard, 'de')).toBe('Personalausweis');
    expect(nameInLanguage(identityCard, 'fr')).toBe('Carte d’identité');
  });

  it('falls back to the main name for a language left empty or unknown', () => {
    expect(nameInLanguage(identityCard, 'pt')).toBe('Identity card');
    expect(nameInLanguage(identityCard, 'en')).toBe('Identity card');
    expect(nameInLanguage({ name: 'Diploma' }, 'de')).toBe('Diploma');
    expect(nameInLanguage(null, 'de')).toBe('');
  });
});
