import { useIntl } from 'react-intl';
import styles from './spinner.module.css';

/** A loading indicator that screen readers announce. */
export function Spinner({ label }: { label?: string }) {
  const intl = useIntl();
  return (
    <div className={styles.spinner} role="status">
      <span className={styles.wheel} aria-hidden="true" />
      <span className="visually-hidden">
        {label ?? intl.formatMessage({ id: 'ui.loading', defaultMessage: 'Cargando…' })}
      </span>
    </div>
  );
}
