import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ongoingOrderQuery } from '../../api/queries/orders';
import { deliveryUrl } from '../../domain/delivery';
import type { StoredSession } from '../../session/session';
import { Icon } from '../../ui/icon';
import { layoutMessages as m } from '../messages';
import styles from './order-bar.module.css';

/** Orders move on while the page is open: look again every minute. */
const REFRESH_MS = 60_000;

/**
 * The order bar: for a customer whose order is on its way, a green banner with a link to the
 * delivery site's tracking page. Nothing when there is no such order, or when it cannot be known.
 */
export function OrderBar({ session }: { session: StoredSession }) {
  const intl = useIntl();
  const { data: order } = useQuery({ ...ongoingOrderQuery(session.id), refetchInterval: REFRESH_MS, retry: false });
  if (!order) return null;
  return (
    <div className={styles.bar} role="region" aria-label={intl.formatMessage(m.orderBarLabel)}>
      <p className={styles.text}>
        <Icon name="truck" size={24} />
        {intl.formatMessage(m.orderOnTheWay)}
      </p>
      <a className={styles.link} href={deliveryUrl('tracking', { id: order.id })}>
        {intl.formatMessage(m.viewOrder)}
      </a>
    </div>
  );
}
