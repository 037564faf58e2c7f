import { startTransition, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { type OpenStatus as Status, openStatusAt } from '../../lib/opening-hours';
import { SERVICE_HOURS } from '../../lib/site';
import { layoutMessages as m } from '../messages';
import styles from './header.module.css';

const MINUTE_MS = 60_000;

/** The header's open-status indicator: whether the chain takes orders now, and until or from when. */
export function OpenStatus() {
  const intl = useIntl();
  // Unknown until the browser's clock is read (after the first render): a pre-rendered page was drawn at build time.
  const [status, setStatus] = useState<Status | null>(null);

  useEffect(() => {
    const update = () => setStatus(openStatusAt(SERVICE_HOURS, new Date()));
    // Drawn in slices between the page's first tasks, not in one block after them.
    startTransition(update);
    const timer = window.setInterval(update, MINUTE_MS);
    return () => window.clearInterval(timer);
  }, []);

  // Its room is kept meanwhile, so the header does not move when it appears.
  if (!status) return <span className={`${styles.openStatus} ${styles.openStatusPending}`} aria-hidden="true" />;

  // Minutes after midnight, written in the reader's language's way with hours (00:00, 12:00 AM).
  const time = (minutes: number) =>
    intl.formatTime(Date.UTC(2000, 0, 1, Math.floor(minutes / 60) % 24, minutes % 60), { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
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
