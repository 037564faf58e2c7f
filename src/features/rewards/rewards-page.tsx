import { useIntl } from 'react-intl';
import { Page } from '../../ui/page';
import { rewardsMessages } from './messages';

export default function RewardsPage() {
  const intl = useIntl();
  return <Page title={intl.formatMessage(rewardsMessages.title)} />;
}
