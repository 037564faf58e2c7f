/** Facts about the brand used across the site. */
export const BRAND_NAME = 'Pollo Crujiente';

export const SOCIAL_LINKS = [
  { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/pollocrujiente' },
  { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/pollocrujiente' },
  { network: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@pollocrujiente' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];

/** The mobile app's store pages: the download section, the header entry and the smart banner. */
export const APP_STORES = {
  ios: { label: 'App Store', url: 'https://apps.apple.com/es/app/pollo-crujiente/id1500000000' },
  android: { label: 'Google Play', url: 'https://play.google.com/store/apps/details?id=es.pollocrujiente.app' },
} as const;

export type AppStore = keyof typeof APP_STORES;

/** The store for a device, from its user agent: Apple's for iPhone and iPad, Google's otherwise. */
export const storeFor = (userAgent: string): AppStore =>
  /iPhone|iPad|iPod|Macintosh.*Mobile/i.test(userAgent) ? 'ios' : 'android';

/** The chain's usual ordering hours, every day and on holidays: the header's open-status indicator. */
export const SERVICE_HOURS = {
  monday: '12:00 - 00:00',
  tuesday: '12:00 - 00:00',
  wednesday: '12:00 - 00:00',
  thursday: '12:00 - 00:00',
  friday: '12:00 - 00:00',
  saturday: '12:00 - 00:00',
  sunday: '12:00 - 00:00',
  holiday: '12:00 - 00:00',
} as const;

/**
 * The chain's job site, another site, linked from the contact hub and work with us: office vacancies, and restaurant
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
