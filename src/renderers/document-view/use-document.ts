import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../i18n/use-locale';
import type { Locale } from '../../lib/language';
import { loadDocument } from '../../lib/documents';

/** A document's query: its file in one language, which never changes while the page is open. */
export const documentQuery = (slug: string, language: Locale) => ({
  queryKey: ['document', slug, language],
  queryFn: () => loadDocument(slug, language),
  staleTime: Infinity,
});

/** A document in the language shown; a language switch loads that language's file. */
export function useDocument(slug: string) {
  const { locale } = useLocale();
  return useQuery(documentQuery(slug, locale));
}
