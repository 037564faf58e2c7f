import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { deliveryUrl } from '../lib/delivery';
import { buttonClassName } from './button';
import { Icon } from './icon';

/**
 * The order button (header, product dialog, restaurants): the delivery site's addresses page for
 * a logged-in customer, the login page for a guest.
 */
export function OrderLink({ loggedIn, className }: { loggedIn: boolean; className?: string }) {
  const intl = useIntl();
  const label = (
    <>
      <Icon name="bag" size={20} />
      {intl.formatMessage({ id: 'layout.order', defaultMessage: 'Pide ya' })}
    </>
  );
  return loggedIn ? (
    <a className={buttonClassName('accent', className)} href={deliveryUrl('addresses')}>
      {label}
    </a>
  ) : (
    <Link className={buttonClassName('accent', className)} to="/login">
      {label}
    </Link>
  );
}
