import { startNews } from '../../api/queries/news';
import { startPopups } from '../../api/queries/popups';
import type { Locale } from '../../lib/language';
import { isPopupDue } from './daily-popup-state';
import { PopupDialog } from './popup-dialog-module';

/** The news the home page shows (carousel and cards). */
export const HOME_NEWS_TAGS = 'WEB,HOME';

/**
 * The home page's API calls, started while its code loads (src/api/early-calls.ts): the news and, when today's
 * popup is due, the popups, the popup dialog's code and its first image, so that the popup (the largest thing the
 * first visit of a day paints) opens without waiting for each in turn.
 */
export function startHomeCalls(locale: Locale): void {
  void startNews(locale, HOME_NEWS_TAGS);
  if (!isPopupDue()) return;
  // Each in a task of its own: together they made one long task of the page's first moments.
  setTimeout(() => {
    startPopups(locale).then(
      (popups) => {
        const first = popups[0];
        if (first) new Image().src = first.image;
      },
      () => undefined,
    );
  });
  // A failure is reported by the popup, which asks again when it opens.
  setTimeout(() => PopupDialog.preload().catch(() => undefined));
}
