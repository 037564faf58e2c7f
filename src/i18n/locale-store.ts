import { DEFAULT_LOCALE, type Locale, storeLocale } from '../lib/language';
import { type CataloguePart, loadMessages, type Messages } from './messages';

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

/** Each part of each catalogue is fetched once; a failed fetch is tried again the next time it is needed. */
const parts = new Map<string, Promise<Messages>>();

function catalogue(locale: Locale, part: CataloguePart): Promise<Messages> {
  const key = `${part}.${locale}`;
  let load = parts.get(key);
  if (!load) {
    load = loadMessages(locale, part);
    load.catch(() => parts.delete(key));
    parts.set(key, load);
  }
  return load;
}

/** The language asked for last, and whether every page's messages are wanted (once they are, in every language). */
let wanted: Locale = DEFAULT_LOCALE;
let wantWhole = false;
/** What the state holds; null until a catalogue has arrived. */
let shown: { locale: Locale; whole: boolean } | null = null;

/** The language the visitor is in, or is switching to: what the API is asked to answer in, before its texts arrive. */
export const requestedLocale = (): Locale => wanted;

const settled = () => shown !== null && shown.locale === wanted && (shown.whole || !wantWhole);

/** Loads until the state holds the language asked for last, with every page's messages when they are wanted. */
async function settle(): Promise<void> {
  while (!settled()) {
    const locale = wanted;
    const whole = wantWhole;
    const [core, rest] = await Promise.all([catalogue(locale, 'core'), whole ? catalogue(locale, 'rest') : undefined]);
    // Another caller's round got there first: applying again would only draw the whole site once more.
    if (settled()) return;
    // Asked for something else meanwhile (another language, every page's messages): the next round loads that.
    if (locale !== wanted || whole !== wantWhole) continue;
    shown = { locale, whole };
    // Object.assign, not a spread: the catalogue has some 500 messages, and V8 copies that many keys into an object
    // literal about five times more slowly (2.6 ms against 0.5 ms in Node; a page's start pays for every one).
    apply({ locale, messages: rest ? Object.assign({}, core, rest) : core });
  }
}

/**
 * Loads the first language before the first render, so no text flashes in another language: the core part, which
 * is all the home page and every page's frame draw; other pages add the rest with their code (loadWholeCatalogue).
 */
export async function initLocale(locale: Locale): Promise<void> {
  wanted = locale;
  await settle();
}

/** Every page's messages in the language shown, and in any language chosen later: awaited with a page's code. */
export async function loadWholeCatalogue(): Promise<void> {
  wantWhole = true;
  await settle();
}

/** Switches language: loads its catalogue, remembers the choice and updates `<html lang>`. */
export async function changeLocale(locale: Locale): Promise<void> {
  wanted = locale;
  await settle();
  // A later choice made while this catalogue loaded wins.
  if (wanted === locale) storeLocale(locale);
}

/** For tests: sets the state directly. */
export function setLocaleState(next: LocaleState): void {
  wanted = next.locale;
  shown = { locale: next.locale, whole: true };
  apply(next);
}
