import { DEFAULT_LOCALE, type Locale, storeLocale } from '../lib/language';
import type { FeaturePart } from './catalogue-parts.mjs';
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

/** The language asked for last, and the parts wanted beyond the core (once a part is wanted, in every language). */
let wanted: Locale = DEFAULT_LOCALE;
const wantedParts = new Set<FeaturePart>();
/** What the state holds (its language and how many of the wanted parts, which only grow); null until it holds any. */
let shown: { locale: Locale; parts: number } | null = null;

/** The language the visitor is in, or is switching to: what the API is asked to answer in, before its texts arrive. */
export const requestedLocale = (): Locale => wanted;

const settled = () => shown !== null && shown.locale === wanted && shown.parts >= wantedParts.size;

/** Loads until the state holds the language asked for last, with every part wanted. */
async function settle(): Promise<void> {
  while (!settled()) {
    const locale = wanted;
    const asked = [...wantedParts];
    const loaded = await Promise.all([catalogue(locale, 'core'), ...asked.map((part) => catalogue(locale, part))]);
    // Another caller's round got there first: applying again would only draw the whole site once more.
    if (settled()) return;
    // Asked for something else meanwhile (another language, another part): the next round loads that.
    if (locale !== wanted || asked.length !== wantedParts.size) continue;
    shown = { locale, parts: asked.length };
    // Object.assign, not a spread: a catalogue has hundreds of messages, and V8 copies that many keys into an object
    // literal about five times more slowly (2.6 ms against 0.5 ms in Node for 500; a page's start pays for every one).
    apply({ locale, messages: loaded.length === 1 ? loaded[0]! : Object.assign({}, ...loaded) });
  }
}

/**
 * Loads the first language before the first render, so no text flashes in another language: the core part, which
 * is all the home page and every page's frame draw; other pages add their feature's part with their code
 * (loadCataloguePart).
 */
export async function initLocale(locale: Locale): Promise<void> {
  wanted = locale;
  await settle();
}

/**
 * A feature's messages beyond the core, in the language shown and in any language chosen later: awaited with the
 * code of a page (or of what a feature opens over another page), so it never draws a message the catalogue lacks.
 */
export async function loadCataloguePart(part: FeaturePart): Promise<void> {
  wantedParts.add(part);
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
  shown = { locale: next.locale, parts: Number.POSITIVE_INFINITY };
  apply(next);
}
