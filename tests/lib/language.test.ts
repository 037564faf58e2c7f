import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, localeFromStored, storeLocale } from '../../src/lib/language';

const stored = () => localeFromStored(localStorage.getItem(LANGUAGE_STORAGE_KEY));

describe('stored language', () => {
  it('keeps Catalan as "cat" in storage and speaks it as "ca"', () => {
    storeLocale('ca');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('cat');
    expect(stored()).toBe('ca');
  });

  it('stores Spanish and English by their codes', () => {
    storeLocale('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(stored()).toBe('en');
    storeLocale('es');
    expect(stored()).toBe('es');
  });

  it('reads nothing, or anything unknown, as no choice', () => {
    expect(stored()).toBeNull();
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(stored()).toBeNull();
    expect(localeFromStored('CAT')).toBe('ca');
  });
});
