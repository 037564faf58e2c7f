import { useSyncExternalStore } from 'react';
import type { Locale } from '../lib/language';
import { changeLocale, getLocale, subscribeLocale } from './locale-store';

export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => Promise<void> } {
  const locale = useSyncExternalStore(subscribeLocale, getLocale, getLocale);
  return { locale, setLocale: changeLocale };
}
