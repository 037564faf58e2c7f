import { analyticsAllowed, ANALYTICS_COOKIE } from './analytics';
import { readCookie, writeCookie } from './cookies';

/** The consent cookies: values `true` / `false`, kept until the end of 2038. */
export const CONSENT_COOKIES = {
  functionality: 'cookie_functionality',
  analytics: ANALYTICS_COOKIE,
  thirdParty: 'cookie_third_party',
} as const;

export type Consent = { functionality: boolean; analytics: boolean; thirdParty: boolean };

/**
 * What the visitor's answer is written as. Any other value of a consent cookie (left by an older site, edited by hand,
 * not even valid percent-encoding) is no answer: the banner asks again, and analytics or third-party cookies stay off.
 * The inline script of scripts/build/consent-state.mjs reads the functionality cookie by the same rule.
 */
const ANSWERS: readonly (string | null)[] = ['true', 'false'];

/** Null until the visitor has answered: the banner shows until the functionality cookie holds an answer. */
export function readConsent(): Consent | null {
  if (!ANSWERS.includes(readCookie(CONSENT_COOKIES.functionality))) return null;
  return {
    functionality: true,
    analytics: analyticsAllowed(),
    thirdParty: readCookie(CONSENT_COOKIES.thirdParty) === 'true',
  };
}

const listeners = new Set<() => void>();
/** The stored choice as read last; `undefined` until the first read, after a change and after another tab's change. */
let snapshot: { value: Consent | null } | undefined;

const UNDECIDED = { value: null };

/**
 * The visitor's choice for useSyncExternalStore: the same object until it changes. No choice yet is the very object
 * pre-rendered pages are drawn with, so taking such a page over finds nothing changed and draws nothing again.
 */
export function getConsentSnapshot(): { value: Consent | null } {
  if (!snapshot) {
    const value = readConsent();
    snapshot = value === null ? UNDECIDED : { value };
  }
  return snapshot;
}

/**
 * Pre-rendered pages show what a first visit shows: the banner, undecided. A visitor who has already chosen does
 * not see it even before the code runs: scripts/build/consent-state.mjs marks the page before it paints and the stylesheet
 * hides the banner; the first render in the browser then removes it.
 */
export const getServerConsentSnapshot = (): { value: Consent | null } => UNDECIDED;

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const emit = () => listeners.forEach((listener) => listener());

/**
 * A tap on the banner's "accept all" or "reject all" before the site's code started is answered by the page's inline
 * consent script (scripts/build/consent-state.mjs), which stores the choice and says so with this event: the choice
 * is read again, so the site agrees with what the visitor already sees.
 */
export const CONSENT_ANSWERED_EVENT = 'consent-answered';
if (typeof window !== 'undefined') {
  window.addEventListener(CONSENT_ANSWERED_EVENT, () => {
    snapshot = undefined;
    emit();
  });
}

/** The visitor closed the banner without answering, in this page view: it asks again on the next visit. */
let bannerClosed = false;

/** The banner's own close action: it hides the banner and decides nothing. */
export function closeConsentBanner(): void {
  if (bannerClosed) return;
  bannerClosed = true;
  emit();
}

/**
 * The cookie banner first: the daily popup and the phone's app banner wait until it is answered or closed. Consent
 * must be usable at once, and a promotion must not cover it; whatever else opens by itself reads this.
 */
export const consentBannerSettled = (): boolean => bannerClosed || getConsentSnapshot().value !== null;

/** Without a browser the page is a first visit's: the banner is there and nothing may cover it. */
export const getServerConsentBannerSettled = (): boolean => false;

function store(consent: Omit<Consent, 'functionality'>) {
  // Technical and functionality cookies are always allowed: they keep the site working and remember this choice.
  writeCookie(CONSENT_COOKIES.functionality, 'true');
  writeCookie(CONSENT_COOKIES.analytics, String(consent.analytics));
  writeCookie(CONSENT_COOKIES.thirdParty, String(consent.thirdParty));
  snapshot = undefined;
  emit();
}

/**
 * Accept all: analytics on; third-party cookies keep the value chosen in the settings
 * (off unless the visitor switched them on).
 */
export function acceptAll(thirdParty: boolean = readCookie(CONSENT_COOKIES.thirdParty) === 'true'): void {
  store({ analytics: true, thirdParty });
}

/** Reject all, as easy as accepting: technical cookies only. */
export function rejectAll(): void {
  store({ analytics: false, thirdParty: false });
}

export function saveConsent(choice: { analytics: boolean; thirdParty: boolean }): void {
  store(choice);
}
