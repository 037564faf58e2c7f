import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../src/app/routes';
import { login } from '../../src/session/auth';
import { setupMockApi } from '../support/api';
import { renderApp } from '../support/render-app';

// jsdom draws no canvas and has no ResizeObserver: the restaurants page's map is a stand-in here.
vi.mock('../../src/renderers/map-view/map-view', () => ({ MapView: () => <div data-testid="map" /> }));

const api = setupMockApi();

// Pages load their code on first visit; in the test environment that code is compiled on demand.
const heading = () => screen.findByRole('heading', { level: 1 }, { timeout: 5000 });

describe('site shell', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('has a route for every address of the site, /my-rewards, /bases-legales and /accesibilidad included', () => {
    const paths = ROUTES.map((route) => route.path).sort();
    expect(paths).toEqual([
      '/',
      '/accesibilidad',
      '/alergens',
      '/aviso-legal',
      '/bases-legales',
      '/calidad',
      '/carta',
      '/change-password',
      '/condiciones-recompensas',
      '/contact',
      '/cookies',
      '/forgot-password',
      '/general-conditions',
      '/historia',
      '/login',
      '/logout',
      '/my-rewards',
      '/novedades',
      '/personal-data',
      '/politica-de-privacidad',
      '/private-contact-form',
      '/public-contact-form',
      '/register',
      '/restaurant-contact',
      '/restaurantes',
      '/restaurantes/:slug',
      '/restaurantes/provincia/:province',
      '/social-commitment',
      '/sostenibilidad',
    ]);
    expect(
      ROUTES.filter((route) => route.access === 'user')
        .map((route) => route.path)
        .sort(),
    ).toEqual(['/change-password', '/personal-data', '/private-contact-form']);
  });

  it('shows the not-found page for an unknown path', async () => {
    await renderApp('/no-existe');
    expect(await heading()).toHaveTextContent('Ups, ¡página no encontrada!');
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('keeps the not-found page out of search results, and only while it is shown', async () => {
    const noindex = () => document.head.querySelectorAll('meta[name="robots"][content="noindex"]');
    expect(noindex()).toHaveLength(0);
    const { router, container } = await renderApp('/no-existe');
    expect(await heading()).toHaveTextContent('Ups, ¡página no encontrada!');
    expect(noindex()).toHaveLength(1);
    // In the head, not in the page's own markup.
    expect(container.querySelector('meta')).toBeNull();
    await router.navigate('/carta');
    expect(await screen.findByRole('heading', { level: 1, name: 'Carta' }, { timeout: 5000 })).toBeInTheDocument();
    expect(noindex()).toHaveLength(0);
  });

  it('hides customer-only pages from guests and shows them to customers', async () => {
    await renderApp('/personal-data');
    expect(await heading()).toHaveTextContent('Ups, ¡página no encontrada!');
    await login('demo@pollocrujiente.example', 'Demo1234');
    expect(await heading()).toHaveTextContent('Datos personales');
    expect(await screen.findByRole('button', { name: /Hola, Lucía/ })).toBeInTheDocument();
  });

  it('sends the customer home when the session cannot be refreshed', async () => {
    await login('demo@pollocrujiente.example', 'Demo1234');
    api.store.revokeSessions();
    const { router } = await renderApp('/personal-data');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Pollo Crujiente: pollo frito marinado 12 horas' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(localStorage.getItem('session')).toBeNull();
  });

  it('switches language, stores the choice and updates <html lang>', async () => {
    await renderApp('/restaurantes');
    expect(await heading()).toHaveTextContent('Restaurantes');
    await userEvent.click(screen.getByRole('link', { name: /English/ }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(await heading()).toHaveTextContent('Restaurants');
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'News' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('en');
    await userEvent.click(screen.getByRole('link', { name: /Català/ }));
    await waitFor(() => expect(document.documentElement.lang).toBe('ca'));
    expect(localStorage.getItem('language')).toBe('cat');
    expect(document.title).toBe('Restaurants | Pollo Crujiente');
  }, 15_000);

  it('answers every page under /en and /ca in that language, its links following the language', async () => {
    const { router } = await renderApp('/en/carta?id=2#top');
    expect(await heading()).toHaveTextContent('Menu');
    expect(document.documentElement.lang).toBe('en');
    expect(router.state.location.pathname).toBe('/carta');
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(main.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/en/novedades');
    expect(screen.getByRole('link', { name: 'Legal notice' })).toHaveAttribute('href', '/en/aviso-legal');
    // The switcher links to this page in each language, query and fragment kept; the current one is marked.
    const switcher = within(screen.getByRole('group', { name: 'Language' }));
    expect(switcher.getByRole('link', { name: /Español/ })).toHaveAttribute('href', '/carta?id=2#top');
    expect(switcher.getByRole('link', { name: /Català/ })).toHaveAttribute('href', '/ca/carta?id=2#top');
    expect(switcher.getByRole('link', { name: /English/ })).toHaveAttribute('aria-current', 'true');
    expect(switcher.getByRole('link', { name: /Català/ })).not.toHaveAttribute('aria-current');

    await userEvent.click(switcher.getByRole('link', { name: /Català/ }));
    await waitFor(() => expect(document.documentElement.lang).toBe('ca'));
    expect(await heading()).toHaveTextContent('Carta');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Avís legal' })).toHaveAttribute('href', '/ca/aviso-legal'),
    );
    expect(localStorage.getItem('language')).toBe('cat');
  }, 15_000);

  // The router's catch-all `*` stops at a line break: such an address must still draw the not-found page.
  it.each([
    ['/carta%0A', 'Ups, ¡página no encontrada!'],
    ['/%0A', 'Ups, ¡página no encontrada!'],
    ['/en/%0D', 'Ups, page not found!'],
  ])('shows the not-found page for %s, an address with an encoded line break, in its language', async (path, title) => {
    await renderApp(path);
    expect(await heading()).toHaveTextContent(title);
  });

  it('moves to and from an address with an encoded line break as to any other page', async () => {
    const { router } = await renderApp('/carta');
    expect(await screen.findByRole('heading', { level: 1, name: 'Carta' }, { timeout: 5000 })).toBeInTheDocument();
    await router.navigate('/carta%0A');
    const notFound = await screen.findByRole('heading', { level: 1, name: /página no encontrada/ });
    // The layout stayed: as after any move between pages, the new page's heading takes the focus once it is drawn.
    await waitFor(() => expect(notFound).toHaveFocus());
    await router.navigate('/carta');
    const menu = await screen.findByRole('heading', { level: 1, name: 'Carta' }, { timeout: 5000 });
    await waitFor(() => expect(menu).toHaveFocus());
  });

  it('shows the not-found page and follows old addresses under a language prefix', async () => {
    const { router } = await renderApp('/ca/pagina-que-no-existe');
    expect(await heading()).toHaveTextContent('Ups, no hem trobat la pàgina!');
    await router.navigate('/quality');
    await waitFor(() => expect(router.state.location.pathname).toBe('/calidad'));
    expect(document.documentElement.lang).toBe('ca');
  });

  it('logs screen views at the address the visitor sees, language prefix included', async () => {
    document.cookie = 'cookie_analytics=true; path=/';
    await renderApp('/en/carta');
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual({ event: 'screen_view', screen_name: 'catalog', page_path: '/en/carta' }),
    );
  });

  it('logs a screen view only while analytics is allowed', async () => {
    await renderApp('/carta');
    await heading();
    expect(window.dataLayer).toBeUndefined();

    document.cookie = 'cookie_analytics=true; path=/';
    const { router } = await renderApp('/carta');
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual({ event: 'screen_view', screen_name: 'catalog', page_path: '/carta' }),
    );
    await router.navigate('/nada');
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual({ event: 'screen_view', screen_name: 'not_found', page_path: '/nada' }),
    );
  });
});
