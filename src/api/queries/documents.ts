import { queryOptions } from '@tanstack/react-query';
import { loadDocument } from '../../lib/documents';
import type { Locale } from '../../lib/language';

/** A document's query: its file in one language, which never changes while the page is open. */
export const documentQuery = (slug: string, language: Locale) =>
  queryOptions({
    queryKey: ['document', slug, language],
    queryFn: () => loadDocument(slug, language),
    staleTime: Infinity,
  });
