import { beforeEach, describe, expect, it, vi } from 'vitest';

// The popup's state and the cookie banner's closed state last a page view: each test starts a fresh one.
async function freshPageView() {
  vi.resetModules();
  const consent = await import('../../../src/lib/consent');
  const popup = await import('../../../src/features/home/daily-popup-state');
  return { consent, popup };
}

describe('the home popup waits for the cookie banner', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 9, 30));
    return () => vi.useRealTimers();
  });

  it('is not due, and today does not count as shown, while the banner is neither answered nor closed', async () => {
    const { popup } = await freshPageView();
    expect(popup.getPopupState()).toBe('waiting');
    expect(localStorage.getItem(popup.POPUP_SHOWN_KEY)).toBeNull();
  });

  it('becomes due once the banner is closed, and tells whoever waits for it', async () => {
    const { consent, popup } = await freshPageView();
    const listener = vi.fn();
    popup.subscribePopup(listener);
    consent.closeConsentBanner();
    expect(listener).toHaveBeenCalled();
    expect(popup.getPopupState()).toBe('due');
    popup.showPopup();
    expect(popup.getPopupState()).toBe('showing');
    expect(localStorage.getItem(popup.POPUP_SHOWN_KEY)).toBe('2026-11-22');
  });

  it('becomes due once the banner is answered', async () => {
    const { consent, popup } = await freshPageView();
    const listener = vi.fn();
    const unsubscribe = popup.subscribePopup(listener);
    consent.acceptAll();
    expect(listener).toHaveBeenCalled();
    expect(popup.getPopupState()).toBe('due');
    unsubscribe();
    consent.rejectAll();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('is due at once for a visitor who answered on an earlier visit', async () => {
    document.cookie = 'cookie_functionality=true; path=/';
    const { popup } = await freshPageView();
    expect(popup.getPopupState()).toBe('due');
  });

  it('keeps waiting behind a consent cookie that holds no answer', async () => {
    document.cookie = 'cookie_functionality=yes; path=/';
    const { popup } = await freshPageView();
    expect(popup.getPopupState()).toBe('waiting');
  });

  it('is done, whatever the banner, when today’s popup was already seen', async () => {
    localStorage.setItem('popupShownOn', '2026-11-22');
    const { popup } = await freshPageView();
    expect(popup.getPopupState()).toBe('done');
  });
});
