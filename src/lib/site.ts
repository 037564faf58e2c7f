/** Facts about the brand used across the site. */
export const BRAND_NAME = 'Pollo Crujiente';

export const SOCIAL_LINKS = [
  { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/pollocrujiente' },
  { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/pollocrujiente' },
  { network: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@pollocrujiente' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];

/**
 * The chain's job site, another site (spec section 2: contact hub and work with us): office vacancies, and restaurant
 * vacancies for a province and, optionally, one restaurant.
 */
export const JOB_SITE = {
  office: 'https://empleo.pollocrujiente.example/oficinas',
  restaurants: 'https://empleo.pollocrujiente.example/restaurantes',
} as const;

/** The external complaints channel, where anyone may report an infringement, also anonymously. */
export const COMPLAINTS_CHANNEL_URL = 'https://canaldenuncias.pollocrujiente.example/';

/** The Spanish data protection authority, where a complaint about personal data may be filed. */
export const DATA_PROTECTION_AUTHORITY_URL = 'https://www.aepd.es';
