import { lazyComponent } from '../../lib/lazy-component';

/**
 * The home popup's dialog. Most visits have seen today's popup already: its code is fetched only when the popup is
 * due, before it opens (home-calls.ts).
 */
export const PopupDialog = lazyComponent(() => import('./daily-popup-dialog'));
