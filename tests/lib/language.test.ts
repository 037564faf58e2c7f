import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, localeFromStored, readStoredLocale, storeLocale } from '../../src/lib/language';

describe('stored language', () => {
  it('keeps Catalan as "cat" in storage and speaks it as "ca"', () => {
    storeLocale('ca');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('cat');
    expect(readStoredLocale()).toBe('ca');
  });

  it('stores Spanish and English by their codes', () => {
    storeLocale('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    storeLocale('es');
    expect(readStoredLocale()).toBe('es');
  });

  it('falls back to Spanish for nothing or anything unknown', () => {
    expect(readStoredLocale()).toBe('es');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(readStoredLocale()).toBe('es');
    expect(localeFromStored('CAT')).toBe('ca');
  });
});
