import { describe, expect, it, vi } from 'vitest';
import {
  CONSENT_ANSWERED_EVENT as SCRIPT_ANSWERED_EVENT,
  CONSENT_COOKIE_EXPIRES,
  CONSENT_COOKIE_NAMES,
  CONSENT_STATE_SCRIPT,
} from '../../../scripts/build/consent-state.mjs';
import { CONSENT_ANSWERED_EVENT, CONSENT_COOKIES, readConsent } from '../../../src/lib/consent';
import { CONSENT_COOKIE_EXPIRY } from '../../../src/lib/cookies';

/** Runs the inline script against a document that holds exactly these cookies: whether it hides the banner. */
function scriptHidesBanner(cookie: string): boolean {
  const marks: Record<string, string> = {};
  const documentLike = {
    cookie,
    documentElement: { setAttribute: (name: string, value: string) => (marks[name] = value) },
  };
  new Function('document', CONSENT_STATE_SCRIPT)(documentLike);
  expect(Object.keys(marks).every((name) => name === 'data-consent' && marks[name] === 'given')).toBe(true);
  return marks['data-consent'] === 'given';
}

/** Whether the site's code takes the same cookies as an answer. */
function codeSeesAnswer(cookie: string): boolean {
  const spy = vi.spyOn(document, 'cookie', 'get').mockReturnValue(cookie);
  try {
    return readConsent() !== null;
  } finally {
    spy.mockRestore();
  }
}

/** document.cookie as a browser may hand it over, and whether it holds an answer to the cookie banner. */
const TABLE: [cookie: string, answered: boolean][] = [
  ['cookie_functionality=true', true],
  ['cookie_functionality=false', true],
  ['a=1; cookie_functionality=true; cookie_analytics=false', true],
  ['cookie_analytics=false;cookie_functionality=false', true],
  ['cookie_functionality=%74rue', true],
  ['my_cookie_functionality=yes; cookie_functionality=true', true],
  ['', false],
  ['session_hint=1; cookie_analytics=true; cookie_third_party=true', false],
  ['cookie_functionality=', false],
  ['cookie_functionality', false],
  ['cookie_functionality=yes', false],
  ['cookie_functionality=TRUE', false],
  ['cookie_functionality=true1', false],
  ['cookie_functionality=true%0A', false],
  ['cookie_functionality=%E0%A4%A', false],
  ['cookie_functionality=%', false],
  ['a=%E0%A4%A; cookie_functionality=%E0%A4%A', false],
  ['my_cookie_functionality=true', false],
  ['cookie_functionality_old=true', false],
  ['cookie_functionality=yes; cookie_functionality=true', false],
];

describe('the inline script and the site agree on what answers the cookie banner', () => {
  it.each(TABLE)('%j: answered %s', (cookie, answered) => {
    expect(codeSeesAnswer(cookie)).toBe(answered);
    // The banner is hidden before the first paint exactly when the code will not show it: never hidden while the
    // daily popup and the app banner wait for it, never shown to be taken away.
    expect(scriptHidesBanner(cookie)).toBe(answered);
  });
});

describe('the banner answered before the site starts', () => {
  const clearCookies = () => {
    for (const name of Object.values(CONSENT_COOKIES))
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  };
  const tap = (choice: 'accept' | 'reject') => {
    const button = document.createElement('button');
    button.setAttribute('data-consent-choice', choice);
    button.append(document.createElement('span'));
    document.body.append(button);
    (button.firstChild as HTMLElement).click();
    button.remove();
  };

  it('stores the cookies as the site does, with the same names and expiry', () => {
    expect(CONSENT_COOKIE_NAMES).toEqual(CONSENT_COOKIES);
    expect(CONSENT_COOKIE_EXPIRES).toBe(CONSENT_COOKIE_EXPIRY.toUTCString());
    expect(SCRIPT_ANSWERED_EVENT).toBe(CONSENT_ANSWERED_EVENT);
  });

  it('answers "accept all" and "reject all" tapped before the site works, and tells the site', () => {
    clearCookies();
    document.documentElement.removeAttribute('data-consent');
    document.documentElement.removeAttribute('data-ready');
    const answered = vi.fn();
    window.addEventListener(CONSENT_ANSWERED_EVENT, answered);
    // Run as the page runs it; its listener stays on the document for the rest of this file.
    new Function(CONSENT_STATE_SCRIPT)();
    expect(document.documentElement.hasAttribute('data-consent')).toBe(false);

    tap('reject');
    expect(readConsent()).toEqual({ functionality: true, analytics: false, thirdParty: false });
    expect(document.documentElement.getAttribute('data-consent')).toBe('given');
    expect(answered).toHaveBeenCalledTimes(1);

    document.cookie = 'cookie_third_party=true; path=/';
    tap('accept');
    expect(readConsent()).toEqual({ functionality: true, analytics: true, thirdParty: true });

    // Once the site works, its own buttons answer.
    clearCookies();
    document.documentElement.setAttribute('data-ready', '');
    tap('accept');
    expect(readConsent()).toBeNull();
    expect(answered).toHaveBeenCalledTimes(2);
    window.removeEventListener(CONSENT_ANSWERED_EVENT, answered);
    document.documentElement.removeAttribute('data-ready');
  });
});
