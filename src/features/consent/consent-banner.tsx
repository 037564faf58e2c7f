import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import styles from './consent.module.css';
import { consentMessages as m } from './messages';

type Props = {
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onSettings: () => void;
  onMoreInfo: () => void;
  onClose: () => void;
};

/**
 * The first-visit cookie notice: a non-modal dialog at the bottom of the screen. Focus moves into it when it
 * appears and returns where it was when it goes; Escape closes it. Accept, reject and set have equal weight.
 */
export function ConsentBanner({ onAcceptAll, onRejectAll, onSettings, onMoreInfo, onClose }: Props) {
  const intl = useIntl();
  const titleId = useId();
  const textId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // In a task of its own: focusing lays the page out, and the banner comes with the page's start, whose last task
    // this would lengthen. Focus the visitor has moved meanwhile stays where they put it.
    const timer = setTimeout(() => {
      if (document.activeElement === previous || document.activeElement === document.body) root.current?.focus();
    });
    return () => {
      clearTimeout(timer);
      if (previous?.isConnected && previous !== document.body) previous.focus();
    };
  }, []);

  return (
    <div
      ref={root}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      className={styles.banner}
      data-consent-banner=""
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className={styles.bannerText}>
        <h2 id={titleId} className={styles.bannerTitle}>
          {intl.formatMessage(m.bannerTitle)}
        </h2>
        <p id={textId}>
          {intl.formatMessage(m.bannerText)}{' '}
          <button type="button" className={styles.linkButton} onClick={onMoreInfo}>
            {intl.formatMessage(m.moreInfo)}
          </button>
        </p>
      </div>
      <div className={styles.bannerActions}>
        {/* The page's inline consent script answers these two before the site's code starts (data-consent-choice). */}
        <Button onClick={onAcceptAll} data-consent-choice="accept">
          {intl.formatMessage(m.acceptAll)}
        </Button>
        <Button onClick={onRejectAll} data-consent-choice="reject">
          {intl.formatMessage(m.rejectAll)}
        </Button>
        <Button onClick={onSettings}>{intl.formatMessage(m.settings)}</Button>
      </div>
      <button
        type="button"
        className={styles.bannerClose}
        onClick={onClose}
        aria-label={intl.formatMessage(m.closeBanner)}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}
