import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeStructuredData } from '../../../src/features/home/structured-data';
import { SOCIAL_LINKS } from '../../../src/lib/site';
import { setupMockApi } from '../../support/api';
import { renderApp } from '../../support/render-app';

setupMockApi();

/** The structured data blocks of the page, parsed. */
const structuredData = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );

describe('the home page for search engines', { timeout: 30_000 }, () => {
  it('names the chain and its site, with their addresses, in the language shown', async () => {
    await renderApp('/', { locale: 'en' });
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    const origin = window.location.origin;
    // The first render uses the build's public origin, unknown here; the page's own follows.
    await waitFor(() => expect(JSON.stringify(structuredData())).toContain(`"url":"${origin}/"`));
    expect(structuredData()).toEqual([
      {
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'Organization',
            name: 'Pollo Crujiente',
            url: `${origin}/`,
            logo: `${origin}/icons/icon-512.png`,
            sameAs: SOCIAL_LINKS.map((link) => link.url),
          },
          { '@type': 'WebSite', name: 'Pollo Crujiente', url: `${origin}/`, inLanguage: 'en' },
        ],
      },
    ]);
  });

  it('leaves the addresses out without an origin', () => {
    const data = homeStructuredData(null, 'ca');
    expect(JSON.parse(JSON.stringify(data))).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Organization', name: 'Pollo Crujiente', sameAs: SOCIAL_LINKS.map((link) => link.url) },
        { '@type': 'WebSite', name: 'Pollo Crujiente', inLanguage: 'ca' },
      ],
    });
  });
});
