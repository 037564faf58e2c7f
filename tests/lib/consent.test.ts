import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsAllowed, logFailedForm, logScreenView } from '../../src/lib/analytics';
import {
  acceptAll,
  getConsentSnapshot,
  readConsent,
  rejectAll,
  saveConsent,
  subscribeConsent,
} from '../../src/lib/consent';
import { readCookie } from '../../src/lib/cookies';

const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.split('=')[1];

describe('cookie consent', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('is undecided until the functionality cookie exists', () => {
    expect(readConsent()).toBeNull();
    document.cookie = 'cookie_analytics=true; path=/';
    expect(readConsent()).toBeNull();
  });

  it('accept all turns analytics on and leaves third-party cookies off unless chosen', () => {
    acceptAll();
    expect(readConsent()).toEqual({ functionality: true, analytics: true, thirdParty: false });
    expect([cookie('cookie_functionality'), cookie('cookie_analytics'), cookie('cookie_third_party')]).toEqual([
      'true',
      'true',
      'false',
    ]);
  });

  it('accept all keeps a third-party choice made before', () => {
    saveConsent({ analytics: false, thirdParty: true });
    acceptAll();
    expect(readConsent()).toEqual({ functionality: true, analytics: true, thirdParty: true });
    acceptAll(false);
    expect(readConsent()?.thirdParty).toBe(false);
  });

  it('reject all keeps technical cookies only', () => {
    acceptAll(true);
    rejectAll();
    expect(readConsent()).toEqual({ functionality: true, analytics: false, thirdParty: false });
  });

  it('a custom choice always keeps functionality on', () => {
    saveConsent({ analytics: true, thirdParty: false });
    expect(readConsent()).toEqual({ functionality: true, analytics: true, thirdParty: false });
  });

  it('stores the cookies until the end of 2038 and tells listeners', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    const before = getConsentSnapshot();
    expect(getConsentSnapshot()).toBe(before);
    rejectAll();
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getConsentSnapshot()).not.toBe(before);
    expect(getConsentSnapshot().value).toEqual({ functionality: true, analytics: false, thirdParty: false });
    expect(writes).toHaveLength(3);
    for (const write of writes) expect(write).toContain('expires=Fri, 31 Dec 2038 23:59:59 GMT');
  });

  it('lets analytics run only while the analytics cookie is true', () => {
    expect(logScreenView('home', '/')).toBe(false);
    expect(window.dataLayer).toBeUndefined();
    acceptAll();
    expect(logScreenView('home', '/')).toBe(true);
    expect(logFailedForm('public_contact', { kind: 'http', status: 500, message: 'Server error' })).toBe(true);
    expect(window.dataLayer).toEqual([
      { event: 'screen_view', screen_name: 'home', page_path: '/' },
      { event: 'form_failed', form_name: 'public_contact', error_code: '500' },
    ]);
    rejectAll();
    expect(logScreenView('catalog', '/carta')).toBe(false);
    expect(window.dataLayer).toHaveLength(2);
  });
});

/** Reads as if the browser held exactly these cookies (jsdom would tidy some of them on the way in). */
const withCookies = (cookies: string) => vi.spyOn(document, 'cookie', 'get').mockReturnValue(cookies);

describe('a consent cookie the site did not write', () => {
  it('reading a cookie never throws, even when its value is not valid percent-encoding', () => {
    withCookies('cookie_functionality=%E0%A4%A; other=%; name=caf%C3%A9');
    expect(readCookie('cookie_functionality')).toBeNull();
    expect(readCookie('other')).toBeNull();
    expect(readCookie('name')).toBe('café');
    expect(readCookie('missing')).toBeNull();
  });

  it('counts as no answer unless the functionality cookie is exactly true or false', () => {
    for (const value of ['%E0%A4%A', 'yes', '', 'TRUE', 'true1', '1', 'null']) {
      withCookies(`cookie_functionality=${value}; cookie_analytics=true; cookie_third_party=true`);
      expect(readConsent(), value).toBeNull();
    }
    withCookies('cookie_functionality=false');
    expect(readConsent()).toEqual({ functionality: true, analytics: false, thirdParty: false });
  });

  it('does not read another cookie whose name ends with the consent cookie’s', () => {
    withCookies('my_cookie_functionality=true; xcookie_analytics=true');
    expect(readConsent()).toBeNull();
    expect(analyticsAllowed()).toBe(false);
  });

  it('means no analytics and no third-party cookies unless it is exactly true', () => {
    for (const value of ['%E0%A4%A', 'yes', '', 'True', '%']) {
      withCookies(`cookie_functionality=true; cookie_analytics=${value}; cookie_third_party=${value}`);
      expect(readConsent(), value).toEqual({ functionality: true, analytics: false, thirdParty: false });
      expect(analyticsAllowed(), value).toBe(false);
      expect(logScreenView('home', '/'), value).toBe(false);
    }
    expect(window.dataLayer).toBeUndefined();
  });
});

// The closed state and the cached choice last the page view: a test that needs a fresh one imports the module anew.
const freshConsent = async () => {
  vi.resetModules();
  return import('../../src/lib/consent');
};

describe('the cookie banner, answered or closed', () => {
  it('is settled once closed, which stores nothing and tells listeners', async () => {
    const consent = await freshConsent();
    const listener = vi.fn();
    consent.subscribeConsent(listener);
    expect(consent.consentBannerSettled()).toBe(false);
    expect(consent.getServerConsentBannerSettled()).toBe(false);
    consent.closeConsentBanner();
    expect(consent.consentBannerSettled()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(consent.readConsent()).toBeNull();
    expect(document.cookie).toBe('');
  });

  it('is settled once answered, and at once for a visitor who answered before', async () => {
    let consent = await freshConsent();
    expect(consent.consentBannerSettled()).toBe(false);
    consent.rejectAll();
    expect(consent.consentBannerSettled()).toBe(true);
    consent = await freshConsent();
    expect(consent.consentBannerSettled()).toBe(true);
  });

  it('is not settled by a consent cookie that holds no answer', async () => {
    withCookies('cookie_functionality=%E0%A4%A');
    const consent = await freshConsent();
    expect(consent.consentBannerSettled()).toBe(false);
  });
});

describe('the choice as the page is drawn with it', () => {
  // A pre-rendered page is drawn undecided. Taking it over, React compares the browser's value with the one the page
  // was drawn with, by identity: another object, even an equal one, draws the page's consent parts again at once, in
  // the same long task as the page's start.
  it('is, for a visitor who has not chosen, the very value pre-rendered pages are drawn with', async () => {
    const consent = await freshConsent();
    expect(consent.getConsentSnapshot()).toBe(consent.getServerConsentSnapshot());
    expect(consent.getConsentSnapshot()).toBe(consent.getConsentSnapshot());
  });

  it('is another value once chosen, and the same one until the choice changes', async () => {
    const consent = await freshConsent();
    consent.rejectAll();
    const chosen = consent.getConsentSnapshot();
    expect(chosen).not.toBe(consent.getServerConsentSnapshot());
    expect(chosen.value).toEqual({ functionality: true, analytics: false, thirdParty: false });
    expect(consent.getConsentSnapshot()).toBe(chosen);
    consent.acceptAll();
    expect(consent.getConsentSnapshot()).not.toBe(chosen);
  });
});
