import { withoutBidiControls } from './isolated-text';

/**
 * The JSON text for a `<script type="application/ld+json">` element, the structured data search engines read
 * (schema.org). React sets it as the element's text (no HTML injection); `<` is escaped so a name holding
 * "</script>" cannot end the element early when the page is pre-rendered. A data block, never run, so the
 * Content-Security-Policy lets it be.
 *
 * Every text loses its explicit bidirectional controls (src/lib/isolated-text.ts): a search engine shows a name
 * beside its own words, where no markup isolates it, and a U+202E in it would reverse them.
 */
export const jsonLdText = (data: unknown): string =>
  JSON.stringify(data, (_key, value: unknown) =>
    typeof value === 'string' ? withoutBidiControls(value) : value,
  ).replace(/</g, '\\u003c');
