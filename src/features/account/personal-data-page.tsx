import { useIntl } from 'react-intl';
import { Page } from '../../ui/page';
import { accountMessages } from './messages';

export default function PersonalDataPage() {
  const intl = useIntl();
  return <Page title={intl.formatMessage(accountMessages.profileTitle)} />;
}
