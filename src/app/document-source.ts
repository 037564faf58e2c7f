import { useQuery } from '@tanstack/react-query';
import { documentQuery } from '../api/queries/documents';
import { useLocale } from '../i18n/use-locale';
import type { DocumentState } from '../renderers/document-view/document-source';

/**
 * How the site reads a document: through the query cache, keyed by language, so the document page, its dialogs and
 * the page loader that fetches it ahead share one copy, and a language switch loads that language's file.
 */
export function useDocumentQuery(slug: string): DocumentState {
  const { locale } = useLocale();
  return useQuery(documentQuery(slug, locale));
}
