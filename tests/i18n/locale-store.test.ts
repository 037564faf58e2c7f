import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh store for each test: which parts are wanted is kept for the whole visit. */
async function freshStore() {
  vi.resetModules();
  return import('../../src/i18n/locale-store');
}

describe('locale store', () => {
  beforeEach(() => localStorage.clear());

  it('starts with the core part only: the frame and the home page, not the other pages', async () => {
    const store = await freshStore();
    await store.initLocale('en');
    const { locale, messages } = store.getLocaleState();
    expect(locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(messages['layout.account.login']).toBeDefined();
    expect(messages['home.title']).toBeDefined();
    expect(messages['menu.title']).toBeUndefined();
  });

  it('names the language asked for at once, before its catalogue arrives, for the calls that start meanwhile', async () => {
    const store = await freshStore();
    const loading = store.initLocale('ca');
    expect(store.getLocale()).toBe('es');
    expect(store.requestedLocale()).toBe('ca');
    await loading;
    expect(store.requestedLocale()).toBe('ca');
    const switching = store.changeLocale('en');
    expect(store.requestedLocale()).toBe('en');
    await switching;
  });

  it('adds a page’s part when asked, and keeps it in a language chosen later', async () => {
    const store = await freshStore();
    await store.initLocale('es');
    await store.loadCataloguePart('menu');
    expect(store.getLocaleState().messages['menu.title']).toBeDefined();
    await store.changeLocale('ca');
    expect(store.getLocaleState().locale).toBe('ca');
    expect(store.getLocaleState().messages['menu.title']).toBeDefined();
    expect(store.getLocaleState().messages['layout.account.login']).toBeDefined();
    expect(localStorage.getItem('language')).toBe('cat');
  });

  it('ends with the part in the language chosen while the part was loading', async () => {
    const store = await freshStore();
    await store.initLocale('es');
    const whole = store.loadCataloguePart('menu');
    const switched = store.changeLocale('en');
    await Promise.all([whole, switched]);
    expect(store.getLocaleState().locale).toBe('en');
    expect(store.getLocaleState().messages['menu.title']).toBeDefined();
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('shows the language chosen last when two choices overlap, and remembers only that one', async () => {
    const store = await freshStore();
    await store.initLocale('es');
    const first = store.changeLocale('en');
    const second = store.changeLocale('ca');
    await Promise.all([first, second]);
    expect(store.getLocaleState().locale).toBe('ca');
    expect(localStorage.getItem('language')).toBe('cat');
  });

  it('loads only the parts asked for, and each of them in the language chosen later', async () => {
    const store = await freshStore();
    await store.initLocale('es');
    await store.loadCataloguePart('restaurants');
    let { messages } = store.getLocaleState();
    expect(messages['restaurants.title']).toBeDefined();
    expect(messages['mapView.zoomIn']).toBeDefined();
    expect(messages['home.title']).toBeDefined();
    expect(messages['menu.title']).toBeUndefined();
    expect(messages['contact.title']).toBeUndefined();
    await Promise.all([store.loadCataloguePart('account'), store.changeLocale('en')]);
    ({ messages } = store.getLocaleState());
    expect(store.getLocaleState().locale).toBe('en');
    expect(messages['restaurants.title']).toEqual(
      (await import('../../src/i18n/compiled/restaurants.en.json')).default['restaurants.title'],
    );
    expect(messages['form.field.email']).toBeDefined();
    expect(messages['menu.title']).toBeUndefined();
  });
});
