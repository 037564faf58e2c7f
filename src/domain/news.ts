import { safeWebUrl } from '../lib/safe-address';
import { deliveryUrl } from './delivery';

/** What a news or popup item needs to be shown and followed. */
export type NewsEntry = {
  id: number;
  name: string;
  url?: string | null;
  sec?: string | null;
  image: string;
};

/** Where a news item leads: another site in a new tab, a page of this site, or the delivery site in this tab. */
export type NewsTarget =
  { kind: 'external'; href: string } | { kind: 'page'; to: string } | { kind: 'delivery'; href: string };

/**
 * Where an item leads: an item with a url opens it in a new tab; otherwise its `sec` decides: `cercademi` → the
 * restaurant finder, `carta` → the menu at the item's category, `homedelivery` → the delivery site. Anything
 * else leads nowhere and the item is shown as a plain picture.
 */
export function newsTarget(item: Pick<NewsEntry, 'id' | 'url' | 'sec'>): NewsTarget | null {
  const url = safeWebUrl(item.url);
  if (url) return { kind: 'external', href: url };
  switch (item.sec) {
    case 'cercademi':
      return { kind: 'page', to: '/restaurantes' };
    case 'carta':
      return { kind: 'page', to: `/carta?id=${encodeURIComponent(String(item.id))}` };
    case 'homedelivery':
      return { kind: 'delivery', href: deliveryUrl('home') };
    default:
      return null;
  }
}
