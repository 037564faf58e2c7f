import { writeStorage } from './storage';

/** The site's languages as BCP 47 codes, Spanish first (default and fallback). */
export const LOCALES = ['es', 'en', 'ca'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';

export const LANGUAGE_STORAGE_KEY = 'language';

/** Catalan is stored in local storage as `cat`, but spoken to browsers and the API as `ca` (BCP 47, what they expect). */
const STORED: Record<Locale, string> = { es: 'es', en: 'en', ca: 'cat' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function localeFromStored(value: string | null): Locale | null {
  if (value === null) return null;
  const entry = Object.entries(STORED).find(([, stored]) => stored === value.toLowerCase());
  return entry && isLocale(entry[0]) ? entry[0] : null;
}

export function storeLocale(locale: Locale): void {
  writeStorage(LANGUAGE_STORAGE_KEY, STORED[locale]);
}
