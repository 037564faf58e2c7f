/**
 * Text from the API (a restaurant's name or address, a news item's name) set among the site's own words must not
 * change their order. Unicode's bidirectional algorithm lets a control character such as U+202E (right-to-left
 * override) reverse everything after it to the end of the line, and right-to-left letters pull neighbouring numbers
 * and punctuation to their side. Such text is isolated: it is laid out as one unit that cannot reach outside itself.
 *
 * The explicit controls (embeddings, overrides and isolates) are removed from it too: a stray U+2069 would close the
 * isolation early, and an override would still show the name itself reversed. Directional marks (U+200E, U+200F, U+061C) stay;
 * inside an isolation they reach nothing else.
 *
 * Text that needs none of this, which is all of the chain's own (Latin letters), is returned as it is, so that pages
 * and titles are not changed for it.
 */

/** Left-to-right and right-to-left embeddings and overrides, their end, and the isolates with theirs. */
const EXPLICIT_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** An explicit control, the right-to-left mark, or a letter of a script written right to left (Hebrew, Arabic...). */
const NEEDS_ISOLATION =
  /[\u202A-\u202E\u2066-\u2069\u200F\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/** U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE: the plain-text form of an isolation. */
export const FSI = '\u2068';
export const PDI = '\u2069';

/**
 * Whether text could reorder the words around it, or itself, and so has to be isolated.
 * @example needsIsolation('Pollo Crujiente Getafe') // false
 */
export const needsIsolation = (text: string): boolean => NEEDS_ISOLATION.test(text);

/** The text without explicit bidirectional controls. */
export const withoutBidiControls = (text: string): string => text.replace(EXPLICIT_CONTROLS, '');

/**
 * API text for a place where no markup applies (a page's title, its head's tags, an accessible name, a sentence built
 * with react-intl, a share sheet): without its explicit controls, between FSI and PDI where it needs isolation,
 * otherwise as it is. In the page's markup, `Isolated` (src/ui/isolated.tsx) does the same with `<bdi>`.
 */
export const isolatedText = (text: string): string =>
  needsIsolation(text) ? `${FSI}${withoutBidiControls(text)}${PDI}` : text;
