import { useIntl } from 'react-intl';
import { Page } from '../../ui/page';
import { type DocumentSlug, documentTitles } from './messages';

export function DocumentPage({ slug }: { slug: DocumentSlug }) {
  const intl = useIntl();
  return <Page title={intl.formatMessage(documentTitles[slug])} />;
}
