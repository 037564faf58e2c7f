import { useIntl } from 'react-intl';
import { Page } from '../../ui/page';
import { restaurantsMessages } from './messages';

export default function RestaurantsPage() {
  const intl = useIntl();
  return <Page title={intl.formatMessage(restaurantsMessages.title)} />;
}
