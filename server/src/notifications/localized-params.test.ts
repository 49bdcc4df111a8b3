import { describe, expect, it } from 'vitest';
import { paramsIn, withTranslations } from './localized-params';

describe('a document type named in the mail’s language', () => {
  const params = { employeeName: 'Luc Thill', ...withTranslations('documentType', 'Identity card', { de: 'Personalausweis', fr: 'Carte d’identité', pt: ' ' }) };

  it('uses the name written for that language', () => {
    expect(paramsIn('de', params).documentType).toBe('Personalausweis');
    expect(paramsIn('fr', params).documentType).toBe('Carte d’identité');
  });

  it('keeps the main name where none was written', () => {
    expect(paramsIn('pt', params).documentType).toBe('Identity card');
    expect(paramsIn('en', params).documentType).toBe('Identity card');
    expect(paramsIn('de', params).employeeName).toBe('Luc Thill');
  });
});
