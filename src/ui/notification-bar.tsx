import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { dismissNotification, getNotification, subscribeNotifications } from '../lib/notifications';
import { Icon } from './icon';
import styles from './notification-bar.module.css';

/**
 * Success or error message in the sticky area. Both live regions exist from the start so screen readers
 * announce a message when it appears; errors interrupt (alert), successes wait (status).
 */
export function NotificationBar() {
  const intl = useIntl();
  const notification = useSyncExternalStore(subscribeNotifications, getNotification, () => null);
  const text = notification
    ? 'text' in notification
      ? notification.text
      : intl.formatMessage(notification.message, notification.values)
    : null;

  const render = (kind: 'success' | 'error') =>
    notification?.kind === kind && text ? (
      <div className={`${styles.bar} ${styles[kind]}`} key={notification.id}>
        <Icon name={kind === 'success' ? 'check' : 'alert'} />
        <p className={styles.text}>{text}</p>
        <button
          type="button"
          className={styles.close}
          onClick={dismissNotification}
          aria-label={intl.formatMessage({ id: 'notification.close', defaultMessage: 'Cerrar aviso' })}
        >
          <Icon name="close" />
        </button>
      </div>
    ) : null;

  return (
    <>
      <div role="alert" aria-live="assertive" data-testid="notification-error">
        {render('error')}
      </div>
      <div role="status" aria-live="polite" data-testid="notification-success">
        {render('success')}
      </div>
    </>
  );
}
