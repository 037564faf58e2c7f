import { useIntl } from 'react-intl';
import { Page } from '../../ui/page';
import { menuMessages } from './messages';

export default function MenuPage() {
  const intl = useIntl();
  return <Page title={intl.formatMessage(menuMessages.title)} />;
}
