/**
 * The JSON text for a `<script type="application/ld+json">` element, the structured data search engines read
 * (schema.org). React sets it as the element's text (no HTML injection); `<` is escaped so a name holding
 * "</script>" cannot end the element early when the page is pre-rendered. A data block, never run, so the
 * Content-Security-Policy lets it be.
 */
export const jsonLdText = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');
