// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/lib/language';
import { keyAndLanguage } from '../../../src/api/middleware/key-and-language';
import { mainClientWith, serve } from './serve';

const visitor = (language: Locale) => ({ getLanguage: () => language });

describe('keyAndLanguage', () => {
  it('puts the key in the address, beside the call’s own parameters', async () => {
    const seen = serve();
    await mainClientWith(keyAndLanguage('the-key', visitor('es'))).GET('/api/v1/news', { params: { query: { tags: 'WEB,HOME' } } });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url.searchParams.get('key')).toBe('the-key');
    expect(seen[0]!.url.searchParams.get('tags')).toBe('WEB,HOME');
    expect(seen[0]!.url.pathname).toBe('/api/v1/news');
  });

  it('asks in the language the call’s `language` parameter names, whatever the visitor’s language', async () => {
    const seen = serve();
    await mainClientWith(keyAndLanguage('k', visitor('es'))).GET('/api/v1/news', { params: { query: { tags: 'WEB', language: 'ca' } } });
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

  it('says JSON, even on a call without a body, and adds no token', async () => {
    const seen = serve();
    await mainClientWith(keyAndLanguage('k', visitor('es'))).GET('/api/v1/news', { params: { query: { tags: 'WEB' } } });
    expect(seen[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(seen[0]!.headers.get('Accept')).toBe('application/json');
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
  });

  it('sends the body as it was given', async () => {
    const seen = serve(() => Response.json({}));
    const body = { email: 'ana@example.com', password: 'Pollo1234', firstName: 'Ana', lastName: 'Ruiz', phone: '600111222', news: false };
    await mainClientWith(keyAndLanguage('k', visitor('es'))).POST('/api/v1/auth/register', { body });
    expect(seen[0]!.method).toBe('POST');
    expect(JSON.parse(seen[0]!.body)).toEqual(body);
  });
});
