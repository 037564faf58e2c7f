import { useIntl } from 'react-intl';
import { Page } from '../../ui/page';
import { homeMessages } from './messages';

export default function HomePage() {
  const intl = useIntl();
  return <Page title={intl.formatMessage(homeMessages.title)} />;
}
