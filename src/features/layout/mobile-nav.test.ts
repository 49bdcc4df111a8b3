import { describe, expect, it } from 'vitest';
import { mobileNav } from './mobile-nav';

describe('mobile navigation (spec §4)', () => {
  it('opens, closes and toggles', () => {
    mobileNav.close();
    mobileNav.open();
    expect(mobileNav.isOpen()).toBe(true);
    mobileNav.toggle();
    expect(mobileNav.isOpen()).toBe(false);
    mobileNav.toggle();
    expect(mobileNav.isOpen()).toBe(true);
    mobileNav.close();
    expect(mobileNav.isOpen()).toBe(false);
  });
});
