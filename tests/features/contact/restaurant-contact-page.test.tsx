import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../support/api';
import { renderApp } from '../../support/render-app';

const api = setupMockApi();
// The whole site renders here: give it time on a busy machine.
const slow = { timeout: 5000 };

describe('/restaurant-contact when its lists fail', { timeout: 30_000 }, () => {
  it('names the provinces when only they fail, says there is no connection, and shows the choice on retry', async () => {
    const user = userEvent.setup();
    api.store.failRequests('/api/v1/provinces', { mode: 'network' });
    await renderApp('/restaurant-contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trabaja con nosotros' }, slow)).toBeInTheDocument();
    // A failed connection is tried once more after a second before the error shows.
    const alert = await within(screen.getByRole('main')).findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('No hemos podido cargar las provincias.');
    expect(alert).not.toHaveTextContent('restaurantes');
    expect(alert).toHaveTextContent('No hemos podido conectar. Revisa tu conexión a internet e inténtalo de nuevo.');
    expect(screen.queryByLabelText(/^Provincia/)).not.toBeInTheDocument();

    api.store.restoreRequests();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    const province = await screen.findByLabelText(/^Provincia/, {}, slow);
    expect(within(province).getAllByRole('option').length).toBeGreaterThan(1);
    expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names both lists when both fail, without a reason for a server error, and retries both', async () => {
    const user = userEvent.setup();
    api.store.failRequests('/api/v1/provinces', 503);
    api.store.failRequests('/api/v1/restaurants', 503);
    await renderApp('/restaurant-contact', { locale: 'en' });
    const alert = await within(await screen.findByRole('main', {}, slow)).findByRole('alert', {}, slow);
    await waitFor(() => expect(alert).toHaveTextContent('We could not load the provinces or the restaurants.'), slow);
    expect(alert).not.toHaveTextContent(/connect|too long/);

    api.store.restoreRequests();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^Province/, {}, slow)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Restaurant/)).toBeDisabled();
  });
});
