import { useIntl } from 'react-intl';
import { Page } from '../../ui/page';
import { accountMessages } from './messages';

export default function RegisterPage() {
  const intl = useIntl();
  return <Page title={intl.formatMessage(accountMessages.registerTitle)} />;
}
