import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { popupsQuery } from '../../api/queries/popups';
import { useLocale } from '../../i18n/use-locale';
import { useStoreAfterFirstRender } from '../../lib/use-after-first-render';
import { closePopup, getPopupState, getServerPopupState, showPopup, subscribePopup } from './daily-popup-state';
import { homeMessages as m } from './messages';
import { PopupDialog } from './popup-dialog-module';

/**
 * The home popup: the popup images, at most once a day, after the cookie banner has been answered or closed. The day
 * counts as shown once the popup has opened; a visit whose popups fail to load, or has none, or that leaves before the
 * cookie banner is settled, leaves the day untouched.
 */
export function DailyPopup() {
  const intl = useIntl();
  const { locale } = useLocale();
  // Read from storage after the first render, which a pre-rendered page shares with the server.
  const state = useStoreAfterFirstRender(subscribePopup, getPopupState, getServerPopupState);
  const { data: popups } = useQuery({ ...popupsQuery(locale), enabled: state !== 'done' });
  const hasPopups = (popups?.length ?? 0) > 0;

  useEffect(() => {
    if (state === 'due' && hasPopups) showPopup();
  }, [state, hasPopups]);

  // Opening and closing are drawn as a transition: the dialog then opens (showModal, which lays the page out again)
  // in a task of its own after the one that draws it.
  const shown = useDeferredValue(state);

  if (!popups || !hasPopups) return null;
  return (
    <PopupDialog
      popups={popups}
      open={shown === 'showing'}
      onClose={closePopup}
      title={intl.formatMessage(m.popupTitle)}
    />
  );
}
