import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { APP_STORES, type AppStore } from '../../lib/site';
import { useRootHeightProperty } from '../../lib/use-root-height';
import { Icon } from '../../ui/icon';
import { appBannerMessages as m } from './messages';
import { recordSmartBanner } from './smart-banner-state';
import styles from './smart-banner.module.css';

/** The banner itself, fixed at the bottom of a phone's screen so it never moves the page. */
export default function SmartBannerView({ store }: { store: AppStore }) {
  const intl = useIntl();
  const ref = useRef<HTMLElement>(null);

  // The page keeps room at its end for the banner, focus stops above it, and the cookie button moves up over it.
  useRootHeightProperty(ref, '--bottom-inset');

  const t = intl.formatMessage;

  return (
    <aside ref={ref} className={styles.banner} aria-label={t(m.label)}>
      <button
        type="button"
        className={styles.close}
        aria-label={t(m.close)}
        onClick={() => recordSmartBanner('closed')}
      >
        <Icon name="close" size={20} />
      </button>
      <img src="/media/brand/logo-mark.svg" alt="" width="48" height="48" className={styles.icon} />
      <div className={styles.text}>
        <strong>{t(m.title)}</strong>
        <span>{t(m.text)}</span>
      </div>
      <a
        className={styles.install}
        href={APP_STORES[store].url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t(m.installIn, { store: APP_STORES[store].label })}
        onClick={() => recordSmartBanner('installed')}
      >
        {t(m.install)}
      </a>
    </aside>
  );
}
