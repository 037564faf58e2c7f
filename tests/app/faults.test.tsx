import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { login } from '../../src/session/auth';
import type * as NewsPageModule from '../../src/features/news/news-page';
import { setupMockApi } from '../support/api';
import { renderApp } from '../support/render-app';

// jsdom draws no canvas and has no ResizeObserver: the restaurants page's map is a stand-in here.
vi.mock('../../src/renderers/map-view/map-view', () => ({ MapView: () => <div data-testid="map" /> }));

// Every answer is checked against the contract before a page sees it, so no answer can break a page: the news page
// is made to fail while drawing, to see what the route's last defence shows.
const drawing = vi.hoisted(() => ({ fails: false }));
vi.mock('../../src/features/news/news-page', async (importOriginal) => {
  const original = await importOriginal<typeof NewsPageModule>();
  const NewsPage = original.default;
  return {
    ...original,
    default: () => {
      if (drawing.fails) throw new TypeError('news.map is not a function');
      return <NewsPage />;
    },
  };
});

const api = setupMockApi();
// The whole site renders here: give it time on a busy machine.
const slow = { timeout: 5000 };

/**
 * React reports an error a boundary caught (and the route's error page mentions it during development); here the
 * error is the point, so the reports are collected, not fatal.
 */
function collectReportedErrors() {
  const reported: string[] = [];
  const collect = (...args: unknown[]) => {
    reported.push(args.map(String).join(' '));
  };
  vi.spyOn(console, 'error').mockImplementation(collect);
  vi.spyOn(console, 'warn').mockImplementation(collect);
  return reported;
}

describe('a page that cannot draw', { timeout: 20_000 }, () => {
  it('is replaced by an error with a way back, inside the header and footer', async () => {
    const reported = collectReportedErrors();
    drawing.fails = true;
    await renderApp('/novedades');
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo ha fallado' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeInTheDocument();
    expect(reported.some((line) => /is not a function|Cannot read/.test(line))).toBe(true);

    // Another page works again.
    drawing.fails = false;
    await userEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'Volver al inicio' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Pollo Crujiente/ }, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Algo ha fallado' })).not.toBeInTheDocument());
  });

  it('leaves the rest of the page alone when only the home popups break the contract', async () => {
    collectReportedErrors();
    api.store.failRequests('/api/v1/popups', { mode: 'malformed', body: '{"data": "no es una lista"}' });
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Pollo Crujiente/ }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Destacados' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Algo ha fallado' })).not.toBeInTheDocument();
  });

  it('greets a customer whose profile breaks the contract without the name, and keeps the page', async () => {
    collectReportedErrors();
    await login('demo@pollocrujiente.example', 'Demo1234');
    api.store.failRequests('/api/v1/auth/user', {
      mode: 'malformed',
      body: JSON.stringify({
        data: {
          id: 1,
          email: 'demo@pollocrujiente.example',
          firstName: { es: 'Lucía' },
          privacyPolicyAccepted: true,
          loyaltyChangesAccepted: true,
        },
      }),
    });
    await renderApp('/restaurantes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Restaurantes' }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Hola, Mi cuenta/ }, slow)).toBeInTheDocument();
  });
});
