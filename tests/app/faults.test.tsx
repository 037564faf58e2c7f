import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { login } from '../../src/session/auth';
import { setupMockApi } from '../support/api';
import { renderApp } from '../support/render-app';

// jsdom draws no canvas and has no ResizeObserver: the restaurants page's map is a stand-in here.
vi.mock('../../src/renderers/map-view/map-view', () => ({ MapView: () => <div data-testid="map" /> }));

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

describe('a page that cannot draw what the API sent', { timeout: 20_000 }, () => {
  it('is replaced by an error with a way back, inside the header and footer', async () => {
    const reported = collectReportedErrors();
    // A list was expected: a number cannot be drawn as news.
    api.store.failRequests('/api/v1/news', { mode: 'malformed', body: '{"data": 42}' });
    await renderApp('/novedades');
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo ha fallado' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeInTheDocument();
    expect(reported.some((line) => /is not a function|Cannot read/.test(line))).toBe(true);

    // Another page works again.
    api.store.restoreRequests();
    await userEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'Volver al inicio' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Pollo Crujiente/ }, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Algo ha fallado' })).not.toBeInTheDocument());
  });

  it('leaves the rest of the page alone when only the home popup cannot be drawn', async () => {
    collectReportedErrors();
    api.store.failRequests('/api/v1/popups', { mode: 'malformed', body: '{"data": "no es una lista"}' });
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Pollo Crujiente/ }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Destacados' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Algo ha fallado' })).not.toBeInTheDocument();
  });

  it('greets a customer whose name is not text without the name, and keeps the page', async () => {
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
