import { consentBannerSettled, subscribeConsent } from '../../lib/consent';
import { readStorage, writeStorage } from '../../lib/storage';

/** The day the home popup was last shown, as the visitor's local date: it shows once per day. */
export const POPUP_SHOWN_KEY = 'popupShownOn';

/** YYYY-MM-DD of an instant in the visitor's own time zone: a day is the visitor's day. */
export function localDay(instant: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

export function popupDue(lastShown: string | null, now: Date): boolean {
  return lastShown !== localDay(now);
}

/** Whether the popup should show now; reading it does not count as showing it. */
export const isPopupDue = (now: Date = new Date()): boolean => popupDue(readStorage(POPUP_SHOWN_KEY), now);

export const markPopupShown = (now: Date = new Date()): void => {
  writeStorage(POPUP_SHOWN_KEY, localDay(now));
};

/**
 * The popup's state for this visit, as an external store: `waiting` while today's popup is due but the cookie banner
 * has been neither answered nor closed, `due` until it opens, `showing` while open, `done` once closed or when today's
 * popup was already seen.
 */
export type PopupState = 'waiting' | 'due' | 'showing' | 'done';

let visitState: 'unread' | 'showing' | 'done' = 'unread';
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function subscribePopup(listener: () => void): () => void {
  listeners.add(listener);
  const stopConsent = subscribeConsent(listener);
  return () => {
    listeners.delete(listener);
    stopConsent();
  };
}

/**
 * The cookie banner first: the popup waits until it is answered or closed, since consent must be usable at once and a
 * promotion must not cover it. Until then the day does not count as shown.
 */
export function getPopupState(): PopupState {
  if (visitState !== 'unread') return visitState;
  if (!isPopupDue()) return 'done';
  return consentBannerSettled() ? 'due' : 'waiting';
}

/** Without a browser nothing is shown: the popup belongs to a visit. */
export const getServerPopupState = (): PopupState => 'done';

export function showPopup(): void {
  markPopupShown();
  visitState = 'showing';
  emit();
}

export function closePopup(): void {
  visitState = 'done';
  emit();
}
