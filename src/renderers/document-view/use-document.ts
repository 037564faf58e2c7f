import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { isLocale } from '../../lib/language';
import { loadDocument } from '../../lib/documents';

/** A document in the language shown; a language switch loads that language's file. */
export function useDocument(slug: string) {
  const { locale } = useIntl();
  const language = isLocale(locale) ? locale : 'es';
  return useQuery({
    queryKey: ['document', slug, language],
    queryFn: () => loadDocument(slug, language),
    staleTime: Infinity,
  });
}
