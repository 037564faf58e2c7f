import { useIntl } from 'react-intl';
import { Page } from '../../ui/page';
import { contactMessages } from './messages';

export default function ContactPage() {
  const intl = useIntl();
  return <Page title={intl.formatMessage(contactMessages.hubTitle)} />;
}
