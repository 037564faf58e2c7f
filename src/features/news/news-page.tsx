import { useIntl } from 'react-intl';
import { Page } from '../../ui/page';
import { newsMessages } from './messages';

export default function NewsPage() {
  const intl = useIntl();
  return <Page title={intl.formatMessage(newsMessages.title)} />;
}
