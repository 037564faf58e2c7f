import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { popupsQuery } from '../../api/queries/popups';
import { useLocale } from '../../i18n/use-locale';
import { Dialog } from '../../ui/dialog';
import { NewsLink } from '../../ui/news-link';
import { closePopup, getPopupState, getServerPopupState, showPopup, subscribePopup } from './daily-popup-state';
import styles from './home.module.css';
import { homeMessages as m } from './messages';

/**
 * The home popup (spec section 2): the popup images, at most once a day. The day counts as shown once the popup
 * has opened; a visit whose popups fail to load, or has none, leaves the day untouched.
 */
export function DailyPopup() {
  const intl = useIntl();
  const { locale } = useLocale();
  const state = useSyncExternalStore(subscribePopup, getPopupState, getServerPopupState);
  const { data: popups } = useQuery({ ...popupsQuery(locale), enabled: state !== 'done' });
  const hasPopups = (popups?.length ?? 0) > 0;

  useEffect(() => {
    if (state === 'due' && hasPopups) showPopup();
  }, [state, hasPopups]);

  if (!popups || !hasPopups) return null;
  return (
    <Dialog open={state === 'showing'} onClose={closePopup} title={intl.formatMessage(m.popupTitle)} size="small">
      <ul className={styles.popupList}>
        {popups.map((popup) => (
          <li key={popup.id}>
            <NewsLink item={popup} className={styles.popupLink} onFollow={closePopup}>
              <img src={popup.image} alt={popup.name} width={600} height={600} />
            </NewsLink>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
