import type * as FromList from './restaurant-page-from-list';

/**
 * How a page's part is made from the whole list (./restaurant-page-from-list): code a pre-rendered page does not need
 * to draw, loaded when its list is asked for. Once loaded (the finder loads it too), it is here at once.
 */
export const fromList: { current: typeof FromList | null } = { current: null };
