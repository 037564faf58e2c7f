import type {
  Document,
  DocumentBlock,
  DocumentImage,
  DocumentInline,
  DocumentRichText,
  DocumentSection,
} from './generated/content';
import type { Locale } from './language';

/**
 * The shape of content/documents/<slug>.<lang>.json, generated from schemas/content/document.schema.json: what the site
 * reads of a document, everything but the `$schema` editors follow.
 */
export type DocumentContent = Omit<Document, '$schema'>;
export type Inline = DocumentInline;
export type RichText = DocumentRichText;
export type { DocumentImage };
export type Block = DocumentBlock;
export type Section = DocumentSection;
export type Subsection = NonNullable<DocumentSection['sections']>[number];

/**
 * Reads a document file. The list of every document file (each a chunk of its own: a page downloads only its document
 * in its language) is a chunk of its own too, fetched with the first document a page reads: at 40 files it weighed
 * 0.8 KB gzip on every page's first visit, most of which show no document.
 */
export async function loadDocument(slug: string, locale: Locale): Promise<DocumentContent> {
  const { documentFile } = await import('./document-files');
  const load = documentFile(slug, locale) ?? documentFile(slug, 'es');
  if (!load) throw new Error(`No document "${slug}"`);
  return load();
}
