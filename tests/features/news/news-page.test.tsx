import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_API } from '../../../src/mocks/node';
import { setupMockApi } from '../../support/api';
import { renderApp } from '../../support/render-app';

const api = setupMockApi();
const [FSI, PDI] = ['\u2068', '\u2069'];
// The whole site renders here, and the page's code arrives lazily: give it time on a busy machine.
const slow = { timeout: 10_000 };

describe('a news item whose name holds a right-to-left override', { timeout: 30_000 }, () => {
  /** The news the API lists, the one at `at` named with a right-to-left override. */
  const spoofNews = (at: number) =>
    api.server.use(
      http.get(`${TEST_API.mainBaseUrl}/api/v1/news`, ({ request }) => {
        const news = api.store.news('es', new URL(request.url).searchParams.get('tags') ?? '');
        return HttpResponse.json({
          data: news.map((item, index) => (index === at ? { ...item, name: 'Oferta \u202Eaveun' } : item)),
        });
      }),
    );

  it('is isolated in its caption, its picture’s text and the carousel’s buttons', async () => {
    spoofNews(0);
    await renderApp('/novedades');
    const picture = await screen.findByRole('img', { name: `${FSI}Oferta aveun${PDI}` }, slow);
    expect(picture.closest('figure')?.querySelector('figcaption bdi')).toHaveTextContent('Oferta aveun');
    expect(screen.getByRole('button', { name: `Diapositiva 1: ${FSI}Oferta aveun${PDI}` })).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('\u202E');
  });

  it('is isolated in its card on the home page', async () => {
    // The first three are the carousel's; the rest are cards.
    spoofNews(3);
    await renderApp('/');
    const card = await screen.findByRole('link', { name: 'Oferta aveun' }, slow);
    expect(card.querySelector('bdi')).toHaveTextContent('Oferta aveun');
  });
});
