import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { type DocumentSlug, documentTitles } from '../features/documents/messages';
import { startMenu } from '../api/queries/menu';
import { startHomeCalls } from '../features/home/home-calls';
import type { ScreenName } from '../lib/analytics';
import type { Locale } from '../lib/language';
import type { FormName } from '../renderers/schema-form/forms';
import { routeTitles } from './route-titles';

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
  /**
   * Data the page draws from the site's own content (not the API), fetched before its first render: the page is
   * drawn whole at once, in the pre-rendered HTML as in the browser, and the two agree.
   */
  prepare?: (queryClient: QueryClient, locale: Locale) => Promise<void>;
  /**
   * API calls the page makes as soon as it is drawn, started while its code loads instead (src/api/early-calls.ts):
   * their answers arrive sooner, and the first render still matches the pre-rendered HTML.
   */
  early?: (locale: Locale) => void;
  /** Pre-rendered to static HTML at build time (public pages with content worth painting before the code runs). */
  prerender?: boolean;
  /**
   * `core`: the page draws only messages of the catalogues' core part (scripts/messages.mjs), so a first visit to it
   * downloads no other page's text. Any other page brings every page's messages with its code.
   */
  messages?: 'core';
};

const documentRoute = (slug: DocumentSlug, screen?: ScreenName): RouteEntry => ({
  path: `/${slug}`,
  access: 'all',
  screen,
  title: documentTitles[slug],
  prerender: true,
  prepare: async (queryClient, locale) => {
    const { documentQuery } = await import('../renderers/document-view/use-document');
    await queryClient.prefetchQuery(documentQuery(slug, locale));
  },
  page: async () => {
    const { DocumentPage } = await import('../features/documents/document-page');
    return function DocumentRoute() {
      return <DocumentPage slug={slug} />;
    };
  },
});

const page = (load: () => Promise<{ default: ComponentType }>) => async () => (await load()).default;

/**
 * A form page's form, loaded with its code: the form is drawn with the page's first render (and a pre-rendered one
 * taken over with the page) instead of later, when a visitor may already be typing into the pre-rendered fields.
 */
const formOf = (name: FormName) => async () => {
  const { loadForm } = await import('../renderers/schema-form/forms');
  await loadForm(name);
};

export const ROUTES: RouteEntry[] = [
  { path: '/', access: 'all', prerender: true, messages: 'core', screen: 'home', title: routeTitles.home, early: startHomeCalls, page: page(() => import('../features/home/home-page')) },
  { path: '/login', access: 'all', prerender: true, screen: 'login', title: routeTitles.login, prepare: formOf('login'), page: page(() => import('../features/account/login-page')) },
  { path: '/logout', access: 'all', title: routeTitles.logout, page: page(() => import('../features/account/logout-page')) },
  { path: '/register', access: 'all', prerender: true, screen: 'register', title: routeTitles.register, prepare: formOf('register'), page: page(() => import('../features/account/register-page')) },
  { path: '/forgot-password', access: 'all', prerender: true, title: routeTitles.forgot, prepare: formOf('forgot-password'), page: page(() => import('../features/account/forgot-password-page')) },
  { path: '/carta', access: 'all', prerender: true, screen: 'catalog', title: routeTitles.menu, early: (locale) => void startMenu(locale), page: page(() => import('../features/menu/menu-page')) },
  { path: '/novedades', access: 'all', prerender: true, screen: 'news', title: routeTitles.news, page: page(() => import('../features/news/news-page')) },
  documentRoute('historia', 'history'),
  documentRoute('calidad', 'quality'),
  documentRoute('sostenibilidad', 'sustainability'),
  documentRoute('social-commitment', 'social_commitment'),
  { path: '/restaurantes', access: 'all', prerender: true, screen: 'restaurants', title: routeTitles.restaurants, page: page(() => import('../features/restaurants/restaurants-page')) },
  { path: '/contact', access: 'all', prerender: true, screen: 'contact', title: routeTitles.contact, page: page(() => import('../features/contact/contact-page')) },
  { path: '/restaurant-contact', access: 'all', prerender: true, title: routeTitles.workWithUs, page: page(() => import('../features/contact/restaurant-contact-page')) },
  { path: '/public-contact-form', access: 'all', prerender: true, title: routeTitles.publicForm, prepare: formOf('public-contact'), page: page(() => import('../features/contact/public-contact-page')) },
  { path: '/private-contact-form', access: 'user', title: routeTitles.privateForm, prepare: formOf('order-incident'), page: page(() => import('../features/contact/private-contact-page')) },
  { path: '/alergens', access: 'all', prerender: true, title: routeTitles.allergens, page: page(() => import('../features/menu/allergens-page')) },
  documentRoute('aviso-legal', 'legal_notice'),
  documentRoute('politica-de-privacidad', 'privacy_policy'),
  documentRoute('cookies', 'cookies_policy'),
  documentRoute('general-conditions'),
  documentRoute('condiciones-recompensas'),
  documentRoute('bases-legales'),
  { path: '/personal-data', access: 'user', screen: 'personal_data', title: routeTitles.profile, prepare: formOf('profile'), page: page(() => import('../features/account/personal-data-page')) },
  { path: '/change-password', access: 'user', title: routeTitles.changePassword, prepare: formOf('change-password'), page: page(() => import('../features/account/change-password-page')) },
  { path: '/my-rewards', access: 'all', prerender: true, screen: 'loyalty_rewards', title: routeTitles.rewards, page: page(() => import('../features/rewards/rewards-page')) },
];

/** Older addresses that lead to a current one (decision 2). */
export const REDIRECTS: Record<string, string> = {
  '/quality': '/calidad',
};
