import { preloadable } from '../../lib/preloadable';

/** The home popup's dialog code: fetched when today's popup is due, before the popup opens (home-calls.ts). */
export const popupDialogModule = preloadable(() => import('./daily-popup-dialog'));
