import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isPopupDue,
  localDay,
  markPopupShown,
  POPUP_SHOWN_KEY,
  popupDue,
} from '../../../src/features/home/daily-popup-state';
import { newsTarget } from '../../../src/domain/news';
import { safeWebUrl } from '../../../src/lib/safe-address';

describe('the home popup, once a day', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is due on a first visit, not again the same day, and again the next day', () => {
    vi.setSystemTime(new Date(2026, 10, 22, 9, 30));
    expect(isPopupDue()).toBe(true);
    markPopupShown();
    expect(localStorage.getItem(POPUP_SHOWN_KEY)).toBe('2026-11-22');

    vi.setSystemTime(new Date(2026, 10, 22, 23, 59));
    expect(isPopupDue()).toBe(false);

    vi.setSystemTime(new Date(2026, 10, 23, 0, 1));
    expect(isPopupDue()).toBe(true);
  });

  it('counts days in the visitor’s calendar, not in 24-hour spans', () => {
    expect(popupDue('2026-11-22', new Date(2026, 10, 22, 0, 0))).toBe(false);
    expect(popupDue('2026-11-21', new Date(2026, 10, 22, 0, 0))).toBe(true);
    expect(localDay(new Date(2027, 0, 5))).toBe('2027-01-05');
  });

  it('treats a stored value that is not a day as never shown', () => {
    vi.setSystemTime(new Date(2026, 10, 22, 12));
    localStorage.setItem(POPUP_SHOWN_KEY, 'yesterday');
    expect(isPopupDue()).toBe(true);
  });
});

describe('where a news item leads', () => {
  it('opens its url in a new tab when it has one, whatever its sec', () => {
    expect(newsTarget({ id: 52, url: 'https://www.example.org/solidario', sec: 'carta' })).toEqual({
      kind: 'external',
      href: 'https://www.example.org/solidario',
    });
  });

  it('follows sec without a url: restaurants, the menu at the item, the delivery site', () => {
    expect(newsTarget({ id: 51, url: null, sec: 'cercademi' })).toEqual({ kind: 'page', to: '/restaurantes' });
    expect(newsTarget({ id: 2, url: null, sec: 'carta' })).toEqual({ kind: 'page', to: '/carta?id=2' });
    const delivery = newsTarget({ id: 50, url: '', sec: 'homedelivery' });
    expect(delivery?.kind).toBe('delivery');
    expect(delivery && 'href' in delivery ? new URL(delivery.href).pathname : null).toBe('/');
  });

  it('ignores a url that is not a web address and falls back to sec', () => {
    expect(safeWebUrl('javascript:alert(1)')).toBeNull();
    expect(safeWebUrl('data:text/html,hi')).toBeNull();
    expect(safeWebUrl('not a url')).toBeNull();
    expect(safeWebUrl('http://example.org/a')).toBe('http://example.org/a');
    expect(newsTarget({ id: 9, url: 'javascript:alert(1)', sec: 'carta' })).toEqual({
      kind: 'page',
      to: '/carta?id=9',
    });
  });

  it('leads nowhere without a url or a known sec', () => {
    expect(newsTarget({ id: 3, url: null, sec: null })).toBeNull();
    expect(newsTarget({ id: 3, url: 'ftp://example.org', sec: 'elsewhere' })).toBeNull();
  });
});
