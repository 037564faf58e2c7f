import type { Locale } from './language';

/** The shape of content/documents/<slug>.<lang>.json (schemas/content/document.schema.json). */
export type Inline = string | { text: string; strong?: boolean; href?: string };
export type RichText = string | Inline[];
export type DocumentImage = { src: string; alt: string; width: number; height: number };

export type Block =
  | { type: 'paragraph'; text: RichText }
  | { type: 'note'; text: RichText }
  | { type: 'list'; ordered?: boolean; items: RichText[] }
  | { type: 'table'; caption: string; head: string[]; rows: RichText[][] }
  | { type: 'image'; image: DocumentImage; caption?: string }
  | { type: 'video'; src: string; poster: DocumentImage; description: string; width: number; height: number }
  | { type: 'cookieTable' };

export type Subsection = { id: string; heading: string; blocks: Block[] };

export type Section = Subsection & {
  image?: DocumentImage;
  imagePosition?: 'start' | 'end';
  sections?: Subsection[];
};

export type DocumentContent = {
  title: string;
  updated?: string;
  banner?: DocumentImage;
  intro?: Block[];
  toc?: boolean;
  sections: Section[];
};

/** Every document file, each a chunk of its own: a page downloads only its document in its language. */
const files = import.meta.glob<DocumentContent>('../../content/documents/*.json', { import: 'default' });

export async function loadDocument(slug: string, locale: Locale): Promise<DocumentContent> {
  const load = files[`../../content/documents/${slug}.${locale}.json`] ?? files[`../../content/documents/${slug}.es.json`];
  if (!load) throw new Error(`No document "${slug}"`);
  return load();
}
