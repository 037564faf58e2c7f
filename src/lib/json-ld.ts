/**
 * The JSON text for a `<script type="application/ld+json">` element, the structured data search engines read
 * (schema.org). React sets it as the element's text (no HTML injection); `<` is escaped so a name holding
 * "</script>" cannot end the element early when the page is pre-rendered. A data block, never run, so the
 * Content-Security-Policy lets it be.
 *
 * The restaurant finder keeps its own copy (src/features/restaurants/structured-data.ts): shared with it, this module
 * becomes a chunk of its own on /restaurantes, bytes that page, within a few dozen bytes of its budget, cannot pay.
 */
export const jsonLdText = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');
