import { describe, expect, it, vi } from 'vitest';
import { CONSENT_STATE_SCRIPT } from '../../../scripts/build/consent-state.mjs';
import { readConsent } from '../../../src/lib/consent';

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
