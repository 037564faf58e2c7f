import { absoluteAddress } from '../../lib/site-origin';
import { BRAND_NAME, SOCIAL_LINKS } from '../../lib/site';

/**
 * schema.org data of the chain and its site for search engines (JSON-LD), on the home page: the `Organization` (its
 * name, site, logo and social profiles) and the `WebSite` in the language shown. Without an origin (a build that
 * does not know the site's public one) the addresses are left out.
 */
export function homeStructuredData(origin: string | null, locale: string) {
  const url = absoluteAddress('/', origin);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        name: BRAND_NAME,
        url,
        logo: absoluteAddress('/icons/icon-512.png', origin),
        sameAs: SOCIAL_LINKS.map((link) => link.url),
      },
      { '@type': 'WebSite', name: BRAND_NAME, url, inLanguage: locale },
    ],
  };
}
