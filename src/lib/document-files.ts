import type { DocumentContent } from './documents';
import type { Locale } from './language';

const files = import.meta.glob<DocumentContent>('../../content/documents/*.json', { import: 'default' });

/** What loads the document `slug` in `locale` (content/documents/<slug>.<locale>.json), or null when there is none. */
export const documentFile = (slug: string, locale: Locale): (() => Promise<DocumentContent>) | null =>
  files[`../../content/documents/${slug}.${locale}.json`] ?? null;
