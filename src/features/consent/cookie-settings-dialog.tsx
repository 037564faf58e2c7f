import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Consent } from '../../lib/consent';
import { lazyComponent } from '../../lib/lazy-component';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { Switch } from '../../ui/switch';
import styles from './consent.module.css';
import { consentMessages as m } from './messages';

// The table brings react-table: only visitors who ask to see it download it.
const CookieTable = lazyComponent(() => import('../../renderers/data-table/cookie-table'), <Spinner />);

type Props = {
  open: boolean;
  current: Consent | null;
  onClose: () => void;
  onSave: (choice: { analytics: boolean; thirdParty: boolean }) => void;
  onAcceptAll: (thirdParty: boolean) => void;
  onRejectAll: () => void;
};

/** The advanced settings: a switch per kind of cookie (technical ones locked on) and the third-party table. */
export function CookieSettingsDialog({ open, current, onClose, onSave, onAcceptAll, onRejectAll }: Props) {
  const intl = useIntl();
  const [analytics, setAnalytics] = useState(current?.analytics ?? false);
  const [thirdParty, setThirdParty] = useState(current?.thirdParty ?? false);
  const [showTable, setShowTable] = useState(false);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={intl.formatMessage(m.settingsTitle)}
      footer={
        <>
          <Button onClick={onRejectAll}>{intl.formatMessage(m.rejectAll)}</Button>
          <Button onClick={() => onAcceptAll(thirdParty)}>{intl.formatMessage(m.acceptAll)}</Button>
          <Button onClick={() => onSave({ analytics, thirdParty })}>{intl.formatMessage(m.save)}</Button>
        </>
      }
    >
      <p>{intl.formatMessage(m.settingsIntro)}</p>
      <Switch
        label={intl.formatMessage(m.technical)}
        description={intl.formatMessage(m.technicalInfo)}
        checked
        disabled
      />
      <Switch
        label={intl.formatMessage(m.analytics)}
        description={intl.formatMessage(m.analyticsInfo)}
        checked={analytics}
        onChange={setAnalytics}
      />
      <Switch
        label={intl.formatMessage(m.thirdParty)}
        description={intl.formatMessage(m.thirdPartyInfo)}
        checked={thirdParty}
        onChange={setThirdParty}
      />
      <div className={styles.tableToggle}>
        <Button variant="secondary" aria-expanded={showTable} onClick={() => setShowTable((value) => !value)}>
          {intl.formatMessage(m.showCookies)}
        </Button>
      </div>
      {showTable ? <CookieTable /> : null}
    </Dialog>
  );
}
