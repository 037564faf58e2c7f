import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClassName } from './button';
import { Icon } from './icon';

/** Where the order button leads: a page of the site, or another site in this tab. */
export type OrderLinkTarget = { kind: 'delivery'; href: string } | { kind: 'page'; to: string };

/** The order button (header, product dialog, restaurants, My Rewards), leading where its caller says. */
export function OrderLink({ target, className }: { target: OrderLinkTarget; className?: string }) {
  const intl = useIntl();
  const label = (
    <>
      <Icon name="bag" size={20} />
      {intl.formatMessage({ id: 'layout.order', defaultMessage: 'Pide ya' })}
    </>
  );
  return target.kind === 'delivery' ? (
    <a className={buttonClassName('accent', className)} href={target.href}>
      {label}
    </a>
  ) : (
    <Link className={buttonClassName('accent', className)} to={target.to}>
      {label}
    </Link>
  );
}
