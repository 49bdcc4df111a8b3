import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLuMatricule, isValidLuMatricule } from './lu-matricule';

describe('Luxembourg matricule', () => {
  it('accepts published valid numbers', () => {
    for (const id of ['1983081246785', '2003042581939', '1971110258749', '2012051469331', '1994092874550']) {
      expect(isValidLuMatricule(id)).toBe(true);
    }
    expect(isValidLuMatricule('1983 0812 467 85')).toBe(true);
  });

  it('rejects wrong check digits, impossible dates and wrong lengths', () => {
    expect(isValidLuMatricule('1983081246784')).toBe(false);
    expect(isValidLuMatricule('1983081246775')).toBe(false);
    expect(isValidLuMatricule('1994789587182')).toBe(false);
    // Check digits right, but 29 February 1983 never existed.
    expect(isValidLuMatricule(buildLuMatricule('1983-02-29', 1))).toBe(false);
    expect(isValidLuMatricule('198308124678')).toBe(false);
    expect(isValidLuMatricule('19830812467850')).toBe(false);
    expect(isValidLuMatricule('198308124678A')).toBe(false);
  });

  it('builds valid numbers for any birth date and serial, and catches any single-digit change', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 8, max: 12 }),
        fc.integer({ min: 1, max: 9 }),
        (date, serial, position, delta) => {
          const id = buildLuMatricule(date.toISOString().slice(0, 10), serial);
          expect(isValidLuMatricule(id)).toBe(true);
          const changed = id.slice(0, position) + String((Number(id[position]) + delta) % 10) + id.slice(position + 1);
          expect(isValidLuMatricule(changed)).toBe(false);
        },
      ),
    );
  });
});
