import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { TestUi } from '@/testing/test-i18n';
import type { DocumentType } from './api/employee-documents-query';
import { DocumentTypeSection } from './document-type-section';

afterEach(() => i18n.activate('en'));

const identityCard: DocumentType = {
  id: 't1',
  name: 'Identity card',
  names: { fr: 'Carte d’identité', en: null, de: 'Personalausweis', pt: 'Cartão de cidadão' },
  isRequired: true,
  expirationDateType: 'required',
  appShowExpiringInfoInDays: 30,
  documents: [],
};

// Issue #44: "Identity card ist erforderlich und fehlt" — the firm's names were English everywhere.
it('names the document type in the reader’s language, as the manager wrote it', () => {
  i18n.loadAndActivate({ locale: 'de', messages: {} });
  render(<DocumentTypeSection type={identityCard} onUpload={() => undefined} />, { wrapper: TestUi });
  expect(screen.getByRole('heading', { level: 2, name: 'Personalausweis' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Upload Personalausweis' })).toBeTruthy();
});

it('falls back to the main name where the manager left a language empty', () => {
  render(<DocumentTypeSection type={identityCard} onUpload={() => undefined} />, { wrapper: TestUi });
  expect(screen.getByRole('heading', { level: 2, name: 'Identity card' })).toBeTruthy();
});
