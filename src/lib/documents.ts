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

/** Every document file, each a chunk of its own: a page downloads only its document in its language. */
const files = import.meta.glob<DocumentContent>('../../content/documents/*.json', { import: 'default' });

export async function loadDocument(slug: string, locale: Locale): Promise<DocumentContent> {
  const load =
    files[`../../content/documents/${slug}.${locale}.json`] ?? files[`../../content/documents/${slug}.es.json`];
  if (!load) throw new Error(`No document "${slug}"`);
  return load();
}
