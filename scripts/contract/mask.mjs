/**
 * @typedef {{ secret(value: any): void; personal(value: any): void; mask(text: string): string }} Masker
 */

/**
 * What the check prints and writes never carries a secret (the API key, passwords, tokens) nor a customer's data
 * (email, phone, names). Every value is registered as soon as it is known, and every text goes through `mask`
 * before it is printed or written; email addresses and phone-like numbers are masked even when not registered.
 */

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The forms a value can take in an answer or an error besides its own: percent-encoded (a key echoed back from the
 * address, in either case of hex digits, with a space as `+` or `%20`) and escaped inside a JSON string.
 * @param {string} text
 * @returns {string[]} regular-expression sources, the value's own first
 */
function spellings(text) {
  const percent = (/** @type {string} */ encoded) =>
    escapeRegExp(encoded).replace(
      /%([0-9A-F])([0-9A-F])/g,
      (_, a, b) => `%[${a}${a.toLowerCase()}][${b}${b.toLowerCase()}]`,
    );
  const encoded = encodeURIComponent(text);
  const sources = [escapeRegExp(text), percent(encoded), percent(encoded.replace(/%20/g, '+'))];
  const json = JSON.stringify(text).slice(1, -1);
  sources.push(escapeRegExp(json), escapeRegExp(json.replace(/\//g, '\\/')));
  return [...new Set(sources)];
}

/**
 * `demo@pollocrujiente.example` → `d***@pollocrujiente.example`: which account, without its address.
 * @type {(email: string) => string}
 */
export const maskEmail = (email) => email.replace(/^([^@])[^@]*@/, '$1***@');

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// Nine or more digits, with spaces, dots or dashes between them and an optional +: a phone number.
const PHONE = /\+?\d(?:[\s.-]?\d){8,}/g;

/** @type {() => Masker} */
export function createMasker() {
  /** @type {{ value: string, replacement: string, pattern: RegExp }[]} */
  const known = [];
  const add = (value, replacement, wholeWord) => {
    if (typeof value !== 'string' || value.trim() === '') return;
    const text = value.trim();
    if (known.some((entry) => entry.value === text)) return;
    const body = spellings(text).join('|');
    const pattern = wholeWord
      ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, 'gu')
      : new RegExp(body, 'g');
    known.push({ value: text, replacement, pattern });
    // Longer values first, so a password is hidden whole before a shorter secret inside it is.
    known.sort((a, b) => b.value.length - a.value.length);
  };

  return {
    /**
     * A key, password or token: hidden wherever it appears, even inside another word; a short one only as a whole
     * word, or a key such as "k" would hide every k of the output.
     */
    secret(value) {
      add(value, '[hidden]', typeof value === 'string' && value.trim().length < 8);
    },
    /** A customer's email, phone or name: masked where it appears as a whole word. */
    personal(value) {
      if (typeof value !== 'string') return;
      const text = value.trim();
      const replacement = text.includes('@')
        ? maskEmail(text)
        : /^\+?[\d\s.()-]+$/.test(text)
          ? `***${text.slice(-2)}`
          : `${text.slice(0, 1)}***`;
      add(value, replacement, true);
    },
    /** @param {string} text */
    mask(text) {
      let masked = String(text);
      for (const { pattern, replacement } of known) masked = masked.replace(pattern, replacement);
      return masked.replace(EMAIL, (email) => maskEmail(email)).replace(PHONE, (phone) => `***${phone.slice(-2)}`);
    },
  };
}
