import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readSmartBannerState,
  recordSmartBanner,
  SMART_BANNER_KEY,
  smartBannerHidden,
} from '../../../src/features/app-banner/smart-banner-state';

const DAY = 24 * 60 * 60 * 1000;
const hiddenNow = () => smartBannerHidden(readSmartBannerState(), Date.now());

describe('the smart app banner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows to a visitor who has never closed it or followed its link', () => {
    expect(hiddenNow()).toBe(false);
  });

  it('stays away for 15 days after it is closed', () => {
    recordSmartBanner('closed');
    vi.advanceTimersByTime(15 * DAY - 1000);
    expect(hiddenNow()).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(hiddenNow()).toBe(false);
  });

  it('stays away for 90 days after the install link is followed', () => {
    recordSmartBanner('installed');
    vi.advanceTimersByTime(89 * DAY);
    expect(hiddenNow()).toBe(true);
    vi.advanceTimersByTime(DAY + 1000);
    expect(hiddenNow()).toBe(false);
  });

  it('keeps the longer of the two periods when both happened', () => {
    recordSmartBanner('installed');
    vi.advanceTimersByTime(20 * DAY);
    recordSmartBanner('closed');
    vi.advanceTimersByTime(20 * DAY);
    expect(hiddenNow()).toBe(true);
  });

  it('shows again when what is stored is not its own record', () => {
    localStorage.setItem(SMART_BANNER_KEY, '{"closedAt":"soon"}');
    expect(hiddenNow()).toBe(false);
    localStorage.setItem(SMART_BANNER_KEY, 'not json');
    expect(hiddenNow()).toBe(false);
  });
});

describe('the smart app banner and the cookie banner', () => {
  afterEach(() => vi.unstubAllGlobals());

  const ANDROID =
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

  // The cookie banner's closed state lasts a page view: each test starts a fresh one.
  async function freshPageViewOnAPhone() {
    vi.resetModules();
    vi.stubGlobal(
      'matchMedia',
      (query: string) => ({ matches: query === '(max-width: 767px)', media: query }) as MediaQueryList,
    );
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    const consent = await import('../../../src/lib/consent');
    const banner = await import('../../../src/features/app-banner/smart-banner-state');
    return { consent, banner };
  }

  it('waits until the cookie banner is answered, and stores nothing meanwhile', async () => {
    const { consent, banner } = await freshPageViewOnAPhone();
    const listener = vi.fn();
    banner.subscribeSmartBanner(listener);
    expect(banner.getSmartBannerStore()).toBeNull();
    consent.rejectAll();
    expect(listener).toHaveBeenCalled();
    expect(banner.getSmartBannerStore()).toBe('android');
    expect(localStorage.getItem(SMART_BANNER_KEY)).toBeNull();
  });

  it('shows once the cookie banner is closed without an answer', async () => {
    const { consent, banner } = await freshPageViewOnAPhone();
    const listener = vi.fn();
    banner.subscribeSmartBanner(listener);
    expect(banner.getSmartBannerStore()).toBeNull();
    consent.closeConsentBanner();
    expect(listener).toHaveBeenCalled();
    expect(banner.getSmartBannerStore()).toBe('android');
  });

  it('shows at once to a visitor who answered on an earlier visit, and never behind a cookie that is no answer', async () => {
    document.cookie = 'cookie_functionality=false; path=/';
    expect((await freshPageViewOnAPhone()).banner.getSmartBannerStore()).toBe('android');
    document.cookie = 'cookie_functionality=%E0%A4%A; path=/';
    expect((await freshPageViewOnAPhone()).banner.getSmartBannerStore()).toBeNull();
  });
});
