/**
 * @typedef {{ secret(value: any): void; personal(value: any): void; mask(text: string): string }} Masker
 */

/**
 * What the check prints and writes never carries a secret (the API key, passwords, tokens) nor a customer's data
 * (email, phone, names). Every value is registered as soon as it is known, and every text goes through `mask`
 * before it is printed or written; email addresses and phone-like numbers are masked even when not registered.
 */

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A hex number as a pattern matching it in either case of its letters: `2f` → `2[Ff]`. */
const anyCase = (/** @type {string} */ hex) =>
  hex.replace(/[a-f]/gi, (digit) => `[${digit.toUpperCase()}${digit.toLowerCase()}]`);

const utf8 = new TextEncoder();

/**
 * The escapes a JSON encoder writes for a character besides `\uXXXX`.
 * @type {Record<string, string>}
 */
const JSON_ESCAPES = {
  '"': '\\"',
  '\\': '\\\\',
  '/': '\\/',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

/**
 * One character in each form an encoder may write it in: itself; percent-encoded, its UTF-8 bytes in either case of
 * hex (encoders disagree on which characters they leave alone: `encodeURIComponent` keeps `~!'()*`, a strict RFC 3986
 * encoder keeps `~` only, Java's `URLEncoder` keeps `*`, PHP's `urlencode` none of them); a space as `+` (form
 * encoding); escaped in a JSON string, as `\uXXXX` in either case (an encoder that escapes all but ASCII, or `/`) or
 * its short escape (`\"`, `\/`).
 * @param {string} character one code point
 * @returns {string} a regular-expression source
 */
function characterSpellings(character) {
  const forms = [escapeRegExp(character)];
  forms.push([...utf8.encode(character)].map((byte) => `%${anyCase(byte.toString(16).padStart(2, '0'))}`).join(''));
  if (character === ' ') forms.push('\\+');
  const units = [];
  for (let i = 0; i < character.length; i++)
    units.push(`\\\\u${anyCase(character.charCodeAt(i).toString(16).padStart(4, '0'))}`);
  forms.push(units.join(''));
  const short = JSON_ESCAPES[character];
  if (short !== undefined) forms.push(escapeRegExp(short));
  return `(?:${forms.join('|')})`;
}

/**
 * The forms a value can take in an answer or an error besides its own: each of its characters as itself,
 * percent-encoded or escaped in a JSON string (characterSpellings), and the value as a JSON pointer's segment (`~` as
 * `~0`, `/` as `~1`) spelled the same ways: an API that names the field it refuses may name it by the value.
 * @param {string} text
 * @returns {string[]} regular-expression sources, the value's own first
 */
function spellings(text) {
  const spelled = (/** @type {string} */ value) => [...value].map(characterSpellings).join('');
  return [...new Set([text, text.replace(/~/g, '~0').replace(/\//g, '~1')])].map(spelled);
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
