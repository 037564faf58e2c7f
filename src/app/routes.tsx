import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { accountMessages } from '../features/account/messages';
import { contactMessages } from '../features/contact/messages';
import { type DocumentSlug, documentTitles } from '../features/documents/messages';
import { homeMessages } from '../features/home/messages';
import { menuMessages } from '../features/menu/messages';
import { newsMessages } from '../features/news/messages';
import { restaurantsMessages } from '../features/restaurants/messages';
import { rewardsMessages } from '../features/rewards/messages';
import type { ScreenName } from '../lib/analytics';

export type Access = 'all' | 'user';

/** One row per address of the site (spec section 2, decisions 2, 5 and 6). */
export type RouteEntry = {
  path: string;
  access: Access;
  /** Logged as a screen view when analytics is allowed (decision 13); routes without one log nothing. */
  screen?: ScreenName;
  title: MessageDescriptor;
  /** The page, loaded on first visit so each route downloads only its own code. */
  page: () => Promise<ComponentType>;
};

const documentRoute = (slug: DocumentSlug, screen?: ScreenName): RouteEntry => ({
  path: `/${slug}`,
  access: 'all',
  screen,
  title: documentTitles[slug],
  page: async () => {
    const { DocumentPage } = await import('../features/documents/document-page');
    return function DocumentRoute() {
      return <DocumentPage slug={slug} />;
    };
  },
});

const page = (load: () => Promise<{ default: ComponentType }>) => async () => (await load()).default;

export const ROUTES: RouteEntry[] = [
  { path: '/', access: 'all', screen: 'home', title: homeMessages.title, page: page(() => import('../features/home/home-page')) },
  { path: '/login', access: 'all', screen: 'login', title: accountMessages.loginTitle, page: page(() => import('../features/account/login-page')) },
  { path: '/logout', access: 'all', title: accountMessages.logoutTitle, page: page(() => import('../features/account/logout-page')) },
  { path: '/register', access: 'all', screen: 'register', title: accountMessages.registerTitle, page: page(() => import('../features/account/register-page')) },
  { path: '/forgot-password', access: 'all', title: accountMessages.forgotTitle, page: page(() => import('../features/account/forgot-password-page')) },
  { path: '/carta', access: 'all', screen: 'catalog', title: menuMessages.title, page: page(() => import('../features/menu/menu-page')) },
  { path: '/novedades', access: 'all', screen: 'news', title: newsMessages.title, page: page(() => import('../features/news/news-page')) },
  documentRoute('historia', 'history'),
  documentRoute('calidad', 'quality'),
  documentRoute('sostenibilidad', 'sustainability'),
  documentRoute('social-commitment', 'social_commitment'),
  { path: '/restaurantes', access: 'all', screen: 'restaurants', title: restaurantsMessages.title, page: page(() => import('../features/restaurants/restaurants-page')) },
  { path: '/contact', access: 'all', screen: 'contact', title: contactMessages.hubTitle, page: page(() => import('../features/contact/contact-page')) },
  { path: '/restaurant-contact', access: 'all', title: contactMessages.workWithUsTitle, page: page(() => import('../features/contact/restaurant-contact-page')) },
  { path: '/public-contact-form', access: 'all', title: contactMessages.publicFormTitle, page: page(() => import('../features/contact/public-contact-page')) },
  { path: '/private-contact-form', access: 'user', title: contactMessages.privateFormTitle, page: page(() => import('../features/contact/private-contact-page')) },
  { path: '/alergens', access: 'all', title: menuMessages.allergensTitle, page: page(() => import('../features/menu/allergens-page')) },
  documentRoute('aviso-legal', 'legal_notice'),
  documentRoute('politica-de-privacidad', 'privacy_policy'),
  documentRoute('cookies', 'cookies_policy'),
  documentRoute('general-conditions'),
  documentRoute('condiciones-recompensas'),
  documentRoute('bases-legales'),
  { path: '/personal-data', access: 'user', screen: 'personal_data', title: accountMessages.profileTitle, page: page(() => import('../features/account/personal-data-page')) },
  { path: '/change-password', access: 'user', title: accountMessages.changePasswordTitle, page: page(() => import('../features/account/change-password-page')) },
  { path: '/my-rewards', access: 'all', screen: 'loyalty_rewards', title: rewardsMessages.title, page: page(() => import('../features/rewards/rewards-page')) },
];

/** Older addresses that lead to a current one (decision 2). */
export const REDIRECTS: Record<string, string> = {
  '/quality': '/calidad',
};
