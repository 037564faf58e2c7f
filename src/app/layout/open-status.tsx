import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { openStatusAt } from '../../domain/opening-hours';
import { formatTimeOfDay } from '../../i18n/format-time';
import { SERVICE_HOURS } from '../../lib/site';
import { useNow } from '../../lib/use-now';
import { layoutMessages as m } from '../messages';
import styles from './header.module.css';

/** The header's open-status indicator: whether the chain takes orders now, and until or from when. */
export function OpenStatus() {
  const intl = useIntl();
  // Unknown until the browser's clock is read (after the first render): a pre-rendered page was drawn at build time.
  const now = useNow();

  // Its room is kept meanwhile, so the header does not move when it appears.
  if (!now) return <span className={`${styles.openStatus} ${styles.openStatusPending}`} aria-hidden="true" />;

  const status = openStatusAt(SERVICE_HOURS, now);
  const time = (minutes: number) => formatTimeOfDay(intl, minutes);
  const text = status.open
    ? intl.formatMessage(m.openNow, { time: time(status.closes) })
    : status.opens === null
      ? intl.formatMessage(m.closedNow)
      : intl.formatMessage(m.closedUntil, { time: time(status.opens) });

  return (
    <Link to="/restaurantes" className={styles.openStatus}>
      <span className={status.open ? styles.dotOpen : styles.dotClosed} aria-hidden="true" />
      {text}
    </Link>
  );
}
