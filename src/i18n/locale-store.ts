import { DEFAULT_LOCALE, type Locale, storeLocale } from '../lib/language';
import { loadMessages, type Messages } from './messages';

export type LocaleState = { locale: Locale; messages: Messages };

let state: LocaleState = { locale: DEFAULT_LOCALE, messages: {} };
const listeners = new Set<() => void>();

export const getLocaleState = (): LocaleState => state;
export const getLocale = (): Locale => state.locale;

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function apply(next: LocaleState) {
  state = next;
  if (typeof document !== 'undefined') document.documentElement.lang = next.locale;
  for (const listener of listeners) listener();
}

/** Loads the first language before the first render, so no text flashes in another language. */
export async function initLocale(locale: Locale): Promise<void> {
  apply({ locale, messages: await loadMessages(locale) });
}

let pending: Locale | null = null;

/** Switches language: loads its catalogue, remembers the choice and updates `<html lang>` (decision 7). */
export async function changeLocale(locale: Locale): Promise<void> {
  pending = locale;
  const messages = await loadMessages(locale);
  // A later choice made while this catalogue loaded wins.
  if (pending !== locale) return;
  storeLocale(locale);
  apply({ locale, messages });
}

/** For tests: sets the state directly. */
export function setLocaleState(next: LocaleState): void {
  apply(next);
}
