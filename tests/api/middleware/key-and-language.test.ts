// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/lib/language';
import { keyAndLanguage } from '../../../src/api/middleware/key-and-language';
import { mainClientWith, serve } from './serve';

const visitor = (language: Locale) => ({ getLanguage: () => language });

describe('keyAndLanguage', () => {
  it('puts the key in the address, beside the call’s own parameters', async () => {
    const seen = serve();
    await mainClientWith(keyAndLanguage('the-key', visitor('es'))).GET('/api/v1/news', {
      params: { query: { tags: 'WEB,HOME' } },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url.searchParams.get('key')).toBe('the-key');
    expect(seen[0]!.url.searchParams.get('tags')).toBe('WEB,HOME');
    expect(seen[0]!.url.pathname).toBe('/api/v1/news');
  });

  it('asks in the language the call’s `language` parameter names, whatever the visitor’s language', async () => {
    const seen = serve();
    await mainClientWith(keyAndLanguage('k', visitor('es'))).GET('/api/v1/news', {
      params: { query: { tags: 'WEB', language: 'ca' } },
    });
    expect(seen[0]!.headers.get('Accept-Language')).toBe('ca');
  });

  it('asks in the visitor’s language, read at each call, when the call names none', async () => {
    const seen = serve();
    let language: Locale = 'en';
    const client = mainClientWith(keyAndLanguage('k', { getLanguage: () => language }));
    await client.GET('/api/v1/news', { params: { query: { tags: 'WEB' } } });
    language = 'ca';
    await client.GET('/api/v1/news', { params: { query: { tags: 'WEB' } } });
    expect(seen.map((request) => request.headers.get('Accept-Language'))).toEqual(['en', 'ca']);
  });

  it('says no Content-Type on a call without a body, whatever the caller gave, and adds no token', async () => {
    const seen = serve(() => Response.json({}));
    const client = mainClientWith(keyAndLanguage('k', visitor('es')));
    await client.GET('/api/v1/news', { params: { query: { tags: 'WEB' } } });
    await client.GET('/api/v1/news', {
      params: { query: { tags: 'WEB' } },
      headers: { 'Content-Type': 'application/json' },
    });
    await client.DELETE('/api/v1/auth/user');
    expect(seen.map((request) => request.method)).toEqual(['GET', 'GET', 'DELETE']);
    for (const request of seen) {
      expect(request.headers.has('Content-Type')).toBe(false);
      expect(request.headers.get('Accept')).toBe('application/json');
      expect(request.headers.has('Authorization')).toBe(false);
    }
  });

  it('says JSON on a call with a body', async () => {
    const seen = serve(() => Response.json({}));
    await mainClientWith(keyAndLanguage('k', visitor('es'))).POST('/api/v1/auth/forgot-password', {
      body: { email: 'ana@example.com' },
    });
    expect(seen[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(seen[0]!.headers.get('Accept')).toBe('application/json');
  });

  it.each(['es', 'en', 'ca'] as const)(
    'makes a public read in %s a simple request: every header it carries is safelisted',
    async (language) => {
      const seen = serve();
      await mainClientWith(keyAndLanguage('k', visitor(language))).GET('/api/v1/news', {
        params: { query: { tags: 'WEB,HOME' } },
      });
      const headers = [...seen[0]!.headers];
      // A browser sends a cross-origin call without a preflight only when its headers are among those any page may
      // send, Accept and Accept-Language among them, with values short enough and free of the characters it refuses.
      expect(headers.map(([name]) => name).sort()).toEqual(['accept', 'accept-language']);
      expect(seen[0]!.headers.get('Accept-Language')).toMatch(/^[0-9A-Za-z *,\-.;=]{1,128}$/);
      expect(seen[0]!.headers.get('Accept')).toMatch(/^[\t -~]{1,128}$/);
      expect(seen[0]!.headers.get('Accept')).not.toMatch(/["():<>?@[\\\]{}]/);
    },
  );

  it('sends the body as it was given', async () => {
    const seen = serve(() => Response.json({}));
    const body = {
      email: 'ana@example.com',
      password: 'Pollo1234',
      firstName: 'Ana',
      lastName: 'Ruiz',
      phone: '600111222',
      news: false,
    };
    await mainClientWith(keyAndLanguage('k', visitor('es'))).POST('/api/v1/auth/register', { body });
    expect(seen[0]!.method).toBe('POST');
    expect(JSON.parse(seen[0]!.body)).toEqual(body);
  });
});
