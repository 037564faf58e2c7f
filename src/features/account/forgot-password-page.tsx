import { useIntl } from 'react-intl';
import { Page } from '../../ui/page';
import { accountMessages } from './messages';

export default function ForgotPasswordPage() {
  const intl = useIntl();
  return <Page title={intl.formatMessage(accountMessages.forgotTitle)} />;
}
