import { useIntl } from 'react-intl';
import { Page } from '../../ui/page';
import { menuMessages } from './messages';

export default function AllergensPage() {
  const intl = useIntl();
  return <Page title={intl.formatMessage(menuMessages.allergensTitle)} />;
}
