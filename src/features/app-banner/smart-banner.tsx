import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { getConsentSnapshot, getServerConsentSnapshot, subscribeConsent } from '../../lib/consent';
import { APP_STORES } from '../../lib/site';
import { Icon } from '../../ui/icon';
import { appBannerMessages as m } from './messages';
import { getSmartBannerStore, recordSmartBanner, subscribeSmartBanner } from './smart-banner-state';
import styles from './smart-banner.module.css';

/**
 * The mobile app's smart banner (spec sections 1 and 2, decision 3), fixed at the bottom of a phone's screen so it
 * never moves the page. It waits until the cookie banner has been answered, so the two never cover each other.
 */
export function SmartBanner() {
  const intl = useIntl();
  const consent = useSyncExternalStore(subscribeConsent, getConsentSnapshot, getServerConsentSnapshot);
  // The stored dates, the screen and the device are read from the browser, never while rendering without one.
  const store = useSyncExternalStore(subscribeSmartBanner, getSmartBannerStore, () => null);

  const consentAnswered = consent !== null && consent.value !== null;
  const shown = store !== null && consentAnswered;
  const ref = useRef<HTMLElement>(null);

  // Whatever else is fixed to the bottom of the screen (the cookie button) moves up above the banner.
  useEffect(() => {
    const banner = ref.current;
    if (!shown || !banner) return;
    const root = document.documentElement.style;
    const update = () => root.setProperty('--bottom-inset', `${banner.offsetHeight}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.removeProperty('--bottom-inset');
    };
  }, [shown]);

  if (!shown) return null;
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
