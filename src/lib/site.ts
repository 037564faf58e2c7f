/** Facts about the brand used across the site. */
export const BRAND_NAME = 'Pollo Crujiente';

export const SOCIAL_LINKS = [
  { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/pollocrujiente' },
  { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/pollocrujiente' },
  { network: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@pollocrujiente' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];
