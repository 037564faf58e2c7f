import { afterEach, describe, expect, it, vi } from 'vitest';
import { logFailedForm, logScreenView } from '../../src/lib/analytics';
import { acceptAll, getConsentSnapshot, readConsent, rejectAll, saveConsent, subscribeConsent } from '../../src/lib/consent';

const cookie = (name: string) => document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))?.split('=')[1];

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
    expect([cookie('cookie_functionality'), cookie('cookie_analytics'), cookie('cookie_third_party')]).toEqual(['true', 'true', 'false']);
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
