import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { deliveryUrl } from '../../../src/domain/delivery';
import type { Locale } from '../../../src/lib/language';
import { fixtures } from '../../../src/mocks/fixtures';
import { TEST_API } from '../../../src/mocks/node';
import { keepForCustomer } from '../../../src/features/rewards/kept-rewards';
import { saveSession } from '../../../src/session/session';
import { setupMockApi } from '../../support/api';
import { renderApp } from '../../support/render-app';

const api = setupMockApi();
const LOYALTY = `${TEST_API.deliveryBaseUrl}/api/v1/loyalty/rewards`;
const VOUCHERS = `${TEST_API.deliveryBaseUrl}/api/v1/users/:userId/vouchers`;

/** Logs the demo customer in as the site does: a session here and one on the delivery site. */
function logIn() {
  const session = api.store.login('demo@pollocrujiente.example', 'Demo1234');
  api.store.openDeliverySession(session.token, session.id);
  saveSession(session);
}

/** The delivery site answers with these lifetime points and the fixtures' rewards. */
function answerPoints(points: number) {
  const rewards = fixtures.users.rewards.map(({ stars, image }) => ({ stars, image }));
  api.server.use(http.get(LOYALTY, () => HttpResponse.json({ user: { lifetime_points: points }, rewards })));
}

const stars = () => screen.getByRole('region', { name: /estrellas|stars|estrelles/i });
const rewardItems = () =>
  within(stars())
    .getAllByRole('listitem')
    .filter((item) => item.hasAttribute('data-reached'));
const states = () => rewardItems().map((item) => item.lastElementChild?.textContent);

async function renderRewards(locale: Locale = 'es') {
  const view = await renderApp('/my-rewards', { locale });
  await waitFor(() => expect(rewardItems()).toHaveLength(3), { timeout: 5000 });
  return view;
}

describe('/my-rewards', { timeout: 20_000 }, () => {
  it('shows a customer 13 points as 4 stars of 9, the first reward reached and the others grey with what they need', async () => {
    logIn();
    await renderRewards();
    expect(within(stars()).getByText('Tienes 4 estrellas de 9')).toBeInTheDocument();
    const row = stars().querySelectorAll('[data-filled]');
    expect(row).toHaveLength(9);
    expect(stars().querySelectorAll('[data-filled="true"]')).toHaveLength(4);
    expect(rewardItems().map((item) => item.dataset.reached)).toEqual(['true', 'false', 'false']);
    expect(states()).toEqual(['Conseguida', 'Te faltan 2 estrellas', 'Te faltan 5 estrellas']);
    expect(within(stars()).getByRole('img', { name: 'Seis alitas de pollo rebozadas' })).toHaveAttribute(
      'src',
      '/media/rewards/wings.svg',
    );
    expect(within(stars()).getByRole('link', { name: 'Pide ya' })).toHaveAttribute('href', deliveryUrl('addresses'));
  });

  it.each([
    ['es', 'Tienes 1 estrella de 9', 'Te faltan 2 estrellas', 'Tienes 8 estrellas de 9', 'Te falta 1 estrella'],
    ['en', 'You have 1 star out of 9', '2 more stars to go', 'You have 8 stars out of 9', '1 more star to go'],
    ['ca', 'Tens 1 estrella de 9', 'Et falten 2 estrelles', 'Tens 8 estrelles de 9', 'Et falta 1 estrella'],
  ] as const)('counts stars with the plural rules of %s', async (locale, one, twoMissing, eight, oneMissing) => {
    logIn();
    answerPoints(10);
    const view = await renderRewards(locale);
    expect(within(stars()).getByText(one)).toBeInTheDocument();
    expect(states()[0]).toBe(twoMissing);
    view.unmount();

    answerPoints(17);
    await renderRewards(locale);
    expect(within(stars()).getByText(eight)).toBeInTheDocument();
    expect(states()[2]).toBe(oneMissing);
  });

  it('lists the codes with their end dates and says so when there are none', async () => {
    const user = userEvent.setup();
    logIn();
    await renderRewards('en');
    await user.click(screen.getByRole('button', { name: 'My codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'My codes' }, { timeout: 5000 });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(3), { timeout: 5000 });
    const first = within(dialog).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('PC-7K2M-Q9XA');
    expect(first).toHaveTextContent('Valid until January 31, 2027');
    expect(within(first).getByRole('img', { name: 'One burger' })).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Copy code PC-7K2M-Q9XA' }));
    expect(await navigator.clipboard.readText()).toBe('PC-7K2M-Q9XA');
    expect(within(first).getByRole('status')).toHaveTextContent('Code copied');

    // A refused clipboard says so, and how to copy by hand.
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const second = within(dialog).getAllByRole('listitem')[1]!;
    await user.click(within(second).getByRole('button', { name: 'Copy code PC-W4N8-3RTB' }));
    expect(within(second).getByRole('status')).toHaveTextContent(
      'We could not copy it: select the code and copy it yourself.',
    );
  });

  it('says when there are no codes', async () => {
    const user = userEvent.setup();
    logIn();
    api.server.use(
      http.get(`${TEST_API.deliveryBaseUrl}/api/v1/users/:userId/vouchers`, () => HttpResponse.json({ results: [] })),
    );
    await renderRewards();
    await user.click(screen.getByRole('button', { name: 'Mis códigos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mis códigos' }, { timeout: 5000 });
    expect(
      await within(dialog).findByText(
        'Lo sentimos, no tienes más códigos. Haz un pedido y empieza a acumular más estrellas.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows an error when the stars cannot be loaded and keeps the rest of the page', async () => {
    const user = userEvent.setup();
    logIn();
    api.server.use(http.get(LOYALTY, () => HttpResponse.json({ Message: 'Servicio no disponible' }, { status: 500 })));
    await renderApp('/my-rewards');
    const alert = await within(
      await screen.findByRole('region', { name: 'Tus estrellas' }, { timeout: 5000 }),
    ).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('No hemos podido cargar tus estrellas.');
    // Said once, where the stars would be: no notification repeats it.
    expect(screen.getByTestId('notification-error')).toBeEmptyDOMElement();
    expect(screen.getByRole('heading', { name: 'Cómo funciona' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mis códigos' })).toBeInTheDocument();

    api.server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(rewardItems()).toHaveLength(3), { timeout: 5000 });
    expect(within(stars()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says there is no connection when the stars cannot be reached, and shows the stars loading again on retry', async () => {
    const user = userEvent.setup();
    logIn();
    api.store.failRequests('/api/v1/loyalty/rewards', { mode: 'network' });
    await renderApp('/my-rewards');
    const alert = await within(
      await screen.findByRole('region', { name: 'Tus estrellas' }, { timeout: 5000 }),
    ).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('No hemos podido cargar tus estrellas.');
    expect(alert).toHaveTextContent('No hemos podido conectar. Revisa tu conexión a internet e inténtalo de nuevo.');
    expect(screen.getByTestId('notification-error')).toBeEmptyDOMElement();

    // The next try waits for the test's word: meanwhile the stars show as loading, never as an empty area.
    api.store.restoreRequests();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    api.server.use(
      http.get(LOYALTY, async () => {
        await answered;
        return undefined;
      }),
    );
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await within(stars()).findByRole('status')).toHaveTextContent('Cargando…');
    expect(within(stars()).queryByRole('alert')).not.toBeInTheDocument();
    answer();
    await waitFor(() => expect(rewardItems()).toHaveLength(3), { timeout: 5000 });
    expect(within(stars()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says in the codes popup when the codes cannot be loaded and why, and loads them on retry', async () => {
    const user = userEvent.setup();
    logIn();
    await renderRewards();
    api.store.failRequests('/api/v1/users/', { mode: 'network' });
    await user.click(screen.getByRole('button', { name: 'Mis códigos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mis códigos' }, { timeout: 5000 });
    // A failed connection is tried once more after a second before the error shows.
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('No hemos podido cargar tus códigos.');
    expect(alert).toHaveTextContent('No hemos podido conectar.');
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();

    api.store.restoreRequests();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(3), { timeout: 5000 });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('without a connection', () => {
    const DEMO_CODES = fixtures.users.users[0]!.vouchers;
    const ENDED = { image: '/media/rewards/burger.svg', code: 'PC-OLD0-0000', end_datetime: '2020-01-31T23:59:59Z' };

    async function openCodes(user: ReturnType<typeof userEvent.setup>, name = 'My codes') {
      await user.click(screen.getByRole('button', { name }));
      return screen.findByRole('dialog', { name }, { timeout: 5000 });
    }

    it('shows the stars and codes last loaded here, with when, and leaves out the codes that have ended', async () => {
      const user = userEvent.setup();
      logIn();
      api.server.use(http.get(VOUCHERS, () => HttpResponse.json({ results: [...DEMO_CODES, ENDED] })));
      const online = await renderRewards('en');
      const codes = await openCodes(user);
      await waitFor(() => expect(within(codes).getAllByRole('listitem')).toHaveLength(DEMO_CODES.length + 1));
      expect(within(codes).queryByRole('status', { name: /Offline/ })).not.toBeInTheDocument();
      online.unmount();

      api.server.resetHandlers();
      api.store.failRequests('/api/v1/', { mode: 'network' });
      await renderRewards('en');
      expect(within(stars()).getByText('You have 4 stars out of 9')).toBeInTheDocument();
      expect(within(stars()).getByRole('status')).toHaveTextContent(
        /^Offline: what you see is as of \d{1,2}:\d{2}( [AP]M)?\.$/,
      );
      expect(within(stars()).queryByRole('alert')).not.toBeInTheDocument();

      const kept = await openCodes(user);
      const items = await within(kept).findAllByRole('listitem');
      expect(items.map((item) => item.querySelector('code')?.textContent)).toEqual(DEMO_CODES.map((code) => code.code));
      expect(within(kept).getAllByRole('status')[0]).toHaveTextContent(
        /^Offline: what you see is as of \d{1,2}:\d{2}( [AP]M)?\. Codes you have used since then may still show\.$/,
      );
      expect(within(items[0]!).getByRole('img', { name: `QR code of the code ${DEMO_CODES[0]!.code}` })).toBeVisible();
    });

    it('shows the codes kept here as the popup opens, while their call is on its way, then the API answer', async () => {
      const user = userEvent.setup();
      logIn();
      keepForCustomer(1, 'vouchers', DEMO_CODES, Date.now() - 60_000);
      await renderRewards('en');
      // The codes' call gets its answer only when the test says so.
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      api.server.use(
        http.get(VOUCHERS, async () => {
          await answered;
          return HttpResponse.json({ results: DEMO_CODES.slice(0, 1) });
        }),
      );
      await user.click(screen.getByRole('button', { name: 'My codes' }));
      const codes = await screen.findByRole('dialog', { name: 'My codes' }, { timeout: 5000 });
      // Drawn from what was kept, with its time, in the popup's first render: no spinner before them.
      expect(within(codes).queryByText('Loading…')).not.toBeInTheDocument();
      expect(
        within(codes)
          .getAllByRole('listitem')
          .map((item) => item.querySelector('code')?.textContent),
      ).toEqual(DEMO_CODES.map((code) => code.code));
      expect(within(codes).getAllByRole('status')[0]).toHaveTextContent(
        /^What you see is as of \d{1,2}:\d{2}( [AP]M)?; we're checking it\. Codes you have used since then may still show\.$/,
      );

      answer();
      await waitFor(() => expect(within(codes).getAllByRole('listitem')).toHaveLength(1));
      expect(within(codes).queryByText(/What you see is as of/)).not.toBeInTheDocument();
    });

    it("never shows a customer another customer's codes", async () => {
      const user = userEvent.setup();
      const other = api.store.login('nuevo@pollocrujiente.example', 'Nuevo1234');
      api.store.openDeliverySession(other.token, other.id);
      saveSession(other);
      // Left by the demo customer, as if their session had not ended here.
      keepForCustomer(1, 'vouchers', DEMO_CODES);
      keepForCustomer(1, 'loyalty', { user: { lifetime_points: 13 }, rewards: fixtures.users.rewards });
      api.store.failRequests('/api/v1/', { mode: 'network' });
      await renderApp('/my-rewards', { locale: 'en' });
      expect(await within(stars()).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
        'We could not load your stars.',
      );
      const codes = await openCodes(user);
      expect(await within(codes).findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(codes).not.toHaveTextContent(DEMO_CODES[0]!.code);
    });

    it('says a failure that is not the connection, rather than the copy', async () => {
      logIn();
      const online = await renderRewards('en');
      online.unmount();
      api.server.use(
        http.get(LOYALTY, () => HttpResponse.json({ Message: 'Servicio no disponible' }, { status: 500 })),
      );
      await renderApp('/my-rewards', { locale: 'en' });
      expect(await within(stars()).findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(within(stars()).queryByText('You have 4 stars out of 9')).not.toBeInTheDocument();
    });
  });

  it('offers guests the banner to log in, with the programme, its closing date and terms', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/my-rewards', { locale: 'ca' });
    await screen.findByRole('heading', { level: 1, name: 'My Rewards' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Les teves estrelles' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/L’últim dia per bescanviar els teus codis és el 10 d’abril de 2023\./),
    ).toBeInTheDocument();
    const terms = screen.getByRole('main').querySelector('details')!;
    expect(terms.querySelector('summary')).toHaveTextContent('Condicions generals');
    expect(terms).not.toHaveAttribute('open');
    expect(
      within(terms).getByRole('link', { name: 'Llegeix les condicions legals completes de My Rewards' }),
    ).toHaveAttribute('href', '/condiciones-recompensas');

    const banner = screen.getByRole('link', {
      name: /Inicia la sessió per veure les teves estrelles i els teus codis/,
    });
    expect(within(banner).getByRole('img')).toHaveAccessibleName(/^Estrelles de My Rewards/);
    await user.click(banner);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
  });
});
