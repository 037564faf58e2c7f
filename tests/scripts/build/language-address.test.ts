import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_ADDRESS_HASH,
  LANGUAGE_ADDRESS_SCRIPT,
  STORED_LANGUAGES,
} from '../../../scripts/build/language-address.mjs';
import { addressOf, languageOfAddress, prefixOf } from '../../../src/app/route-table.mjs';
import { localeFromStored } from '../../../src/lib/language';

type Outcome = { leaving: boolean; replacedWith: string | null };

/** Runs the head's script for a visitor with `stored` in local storage (null: nothing) opening `address`. */
function run(stored: string | null, address: string, { storageFails = false } = {}): Outcome {
  const url = new URL(address, 'https://site.example');
  const outcome: Outcome = { leaving: false, replacedWith: null };
  const localStorage = {
    getItem: (key: string) => {
      if (storageFails) throw new DOMException('blocked', 'SecurityError');
      return key === 'language' ? stored : null;
    },
  };
  const location = {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    replace: (to: string) => (outcome.replacedWith = to),
  };
  const documentLike = {
    documentElement: { setAttribute: (name: string) => (outcome.leaving ||= name === 'data-leaving') },
  };
  new Function('localStorage', 'location', 'document', LANGUAGE_ADDRESS_SCRIPT)(localStorage, location, documentLike);
  return outcome;
}

/** Where the site's code says a visitor with `stored` belongs when opening a Spanish address. */
function expected(stored: string | null, address: string): string | null {
  const locale = localeFromStored(stored);
  const url = new URL(address, 'https://site.example');
  if (!locale || locale === 'es' || languageOfAddress(url.pathname).prefix !== '') return null;
  return `${addressOf(url.pathname, prefixOf(locale))}${url.search}${url.hash}`;
}

describe("the head's language script", () => {
  const STORED = [null, '', 'es', 'en', 'EN', 'cat', 'CAT', 'ca', 'fr', 'constructor', '__proto__'];
  const ADDRESSES = [
    '/',
    '/carta',
    '/carta?id=2#producto-1001',
    '/en/carta',
    '/ca/',
    '/en',
    '/english',
    '/cat/carta',
    '/pagina-que-no-existe',
  ];

  it('takes a visitor to their language exactly where the site would, and nowhere else', () => {
    for (const stored of STORED) {
      for (const address of ADDRESSES) {
        const outcome = run(stored, address);
        const target = expected(stored, address);
        expect(outcome.replacedWith, `${stored} at ${address}`).toBe(target);
        expect(outcome.leaving, `${stored} at ${address}`).toBe(target !== null);
      }
    }
  });

  it('keeps the query and the fragment, and sends the home page to its language folder', () => {
    expect(run('en', '/carta?id=2#x').replacedWith).toBe('/en/carta?id=2#x');
    expect(run('cat', '/').replacedWith).toBe('/ca/');
  });

  it('stays put, and lets the page start, when storage cannot be read', () => {
    expect(run('en', '/carta', { storageFails: true })).toEqual({ leaving: false, replacedWith: null });
  });

  it('knows every stored language the site writes, and is allowed by its hash', () => {
    for (const [stored, prefix] of Object.entries(STORED_LANGUAGES)) {
      const locale = localeFromStored(stored);
      expect(locale).not.toBeNull();
      expect(prefixOf(locale!)).toBe(prefix);
    }
    expect(LANGUAGE_ADDRESS_HASH).toBe(
      `'sha256-${createHash('sha256').update(LANGUAGE_ADDRESS_SCRIPT).digest('base64')}'`,
    );
  });
});
