import { describe, expect, it } from 'vitest';
import { ibansIn } from './iban-in-text';
import { isValidVatId, vatIdsIn } from './vat-id';

describe('isValidVatId', () => {
  it.each(['LU15027442', 'DE136695976', 'FR40303265045', 'BE0403170701', 'PT501964843', 'NL004495445B01'])('accepts %s', (id) => expect(isValidVatId(id)).toBe(true));
  it.each(['LU15027443', 'DE136695977', 'FR41303265045', 'BE0403170702', 'PT501964844', 'XX12345678'])('refuses %s (a misread digit or an unchecked country)', (id) => expect(isValidVatId(id)).toBe(false));
});

describe('in text', () => {
  it('finds VAT IDs printed with spaces or dots, and only valid ones', () => {
    expect(vatIdsIn('TVA intracom. : LU 1502 7442 — RCS B123')).toEqual(['LU15027442']);
    expect(vatIdsIn('USt-IdNr. DE136695976 / DE136695977')).toEqual(['DE136695976']);
  });
  it('finds IBANs in groups of four, and only those whose check digits hold', () => {
    expect(ibansIn('IBAN: LU28 0019 4006 4475 0000 BIC BCEELULL')).toEqual(['LU280019400644750000']);
    expect(ibansIn('IBAN: LU28 0019 4006 4475 0001')).toEqual([]);
  });
});
