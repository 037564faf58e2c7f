import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoredDataNote } from '../../src/ui/stored-data-note';
import { setupMockApi } from '../support/api';
import { renderApp } from '../support/render-app';

const api = setupMockApi();

/** The part's load error that says `text`. */
async function loadError(text: string) {
  const message = await screen.findByText(text, {}, { timeout: 5000 });
  return message.closest<HTMLElement>('[role="alert"]')!;
}

const renderNote = (since: number | null) =>
  render(
    <IntlProvider locale="es" defaultLocale="es">
      <StoredDataNote since={since}>Algo más.</StoredDataNote>
    </IntlProvider>,
  );

describe('what the site says without a connection', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("says what a page shows dates from: the time when it is today's, the date too when not", () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 29, 18, 30) });
    const today = renderNote(new Date(2026, 10, 29, 14, 5).getTime());
    expect(screen.getByRole('status')).toHaveTextContent('Sin conexión: lo que ves es de las 14:05. Algo más.');
    today.unmount();
    renderNote(new Date(2026, 10, 27, 9, 40).getTime());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sin conexión: lo que ves es del 27 de noviembre, a las 09:40. Algo más.',
    );
  });

  it('says nothing when what the page shows came from the API', () => {
    const { container } = renderNote(null);
    expect(container).toBeEmptyDOMElement();
  });

  it("leads, in the visitor's language, to the pages that work offline when a part could not load", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    api.store.failRequests('/api/v1/sections/collections', { mode: 'network' });
    await renderApp('/ca/carta');
    const alert = await loadError('No hem pogut carregar la carta.');
    const available = within(alert).getByRole('navigation', {
      name: 'Sense connexió pots veure el que ja vas obrir en aquest dispositiu:',
    });
    expect(within(available).getByRole('link', { name: 'els teus codis de My Rewards' })).toHaveAttribute(
      'href',
      '/ca/my-rewards',
    );
    expect(within(available).getByRole('link', { name: 'la carta' })).toHaveAttribute('href', '/ca/carta');
    expect(within(available).getByRole('link', { name: 'els restaurants' })).toHaveAttribute(
      'href',
      '/ca/restaurantes',
    );
  });

  it('does not when the browser has a connection (the API did not answer)', async () => {
    api.store.failRequests('/api/v1/sections/collections', { mode: 'network' });
    await renderApp('/carta');
    const alert = await loadError('No hemos podido cargar la carta.');
    expect(within(alert).queryByRole('navigation')).not.toBeInTheDocument();
  });
});
