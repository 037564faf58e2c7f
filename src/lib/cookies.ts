/** First-party cookies for the consent choices: they expire at the end of 2038. */
export const CONSENT_COOKIE_EXPIRY = new Date(Date.UTC(2038, 11, 31, 23, 59, 59));

/**
 * The value of the first cookie of that name, or null. Never throws: a cookie is outside the site's control (another
 * site on the domain, a browser extension, a hand-edited value), and a value that is not valid percent-encoding, which
 * the site never writes, counts as no value rather than breaking every page that reads it.
 */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (!trimmed.startsWith(prefix)) continue;
    try {
      return decodeURIComponent(trimmed.slice(prefix.length));
    } catch {
      return null;
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, expires: Date = CONSENT_COOKIE_EXPIRY): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires.toUTCString()}; path=/; SameSite=Lax${secure}`;
}
