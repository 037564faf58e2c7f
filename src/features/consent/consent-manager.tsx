import { useCallback, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import {
  acceptAll,
  closeConsentBanner,
  consentBannerSettled,
  getConsentSnapshot,
  getServerConsentBannerSettled,
  getServerConsentSnapshot,
  rejectAll,
  saveConsent,
  subscribeConsent,
} from '../../lib/consent';
import { lazyComponent } from '../../lib/lazy-component';
import { notify } from '../../lib/notifications';
import { LazyDocumentDialog } from '../../renderers/document-view/lazy-document-dialog';
import { Icon } from '../../ui/icon';
import { ConsentBanner } from './consent-banner';
import styles from './consent.module.css';
import { consentMessages as m } from './messages';

// The dialogs are downloaded when first opened: most visits only ever see the banner, or nothing.
const CookieSettingsDialog = lazyComponent(() =>
  import('./cookie-settings-dialog').then((module) => ({ default: module.CookieSettingsDialog })),
);

/**
 * Cookie consent: the first-visit banner, the settings dialog, the cookie policy dialog and the cookie button at the
 * bottom left that reopens the settings.
 */
export function ConsentManager() {
  const intl = useIntl();
  // Undecided while rendering without a browser (pre-rendered pages): see getServerConsentSnapshot.
  const consent = useSyncExternalStore(subscribeConsent, getConsentSnapshot, getServerConsentSnapshot);
  // Answered or closed: kept in lib/consent.ts, where the daily popup and the app banner wait for it too.
  const settled = useSyncExternalStore(subscribeConsent, consentBannerSettled, getServerConsentBannerSettled);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [policyOpen, setPolicyOpen] = useState(false);

  const closeSettings = useCallback(() => setSettingsOpen(false), []);
  const closePolicy = useCallback(() => setPolicyOpen(false), []);
  const saved = () => {
    setSettingsOpen(false);
    notify({ kind: 'success', message: m.saved });
  };

  const showBanner = !settled && !settingsOpen;

  return (
    <>
      {showBanner ? (
        <ConsentBanner
          onAcceptAll={() => acceptAll()}
          onRejectAll={rejectAll}
          onSettings={() => setSettingsOpen(true)}
          onMoreInfo={() => setPolicyOpen(true)}
          onClose={closeConsentBanner}
        />
      ) : null}
      <button
        type="button"
        className={styles.cookieButton}
        aria-label={intl.formatMessage(m.cookieButton)}
        aria-expanded={settingsOpen}
        aria-haspopup="dialog"
        onClick={() => setSettingsOpen((open) => !open)}
      >
        <Icon name="cookie" size={28} />
      </button>
      {settingsOpen ? (
        <CookieSettingsDialog
          open
          current={consent?.value ?? null}
          onClose={closeSettings}
          onSave={(choice) => {
            saveConsent(choice);
            saved();
          }}
          onAcceptAll={(thirdParty) => {
            acceptAll(thirdParty);
            saved();
          }}
          onRejectAll={() => {
            rejectAll();
            saved();
          }}
        />
      ) : null}
      {policyOpen ? <LazyDocumentDialog slug="cookies" open onClose={closePolicy} /> : null}
    </>
  );
}
