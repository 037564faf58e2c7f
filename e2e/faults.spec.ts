import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, Request } from '@playwright/test';
import { addresses } from '../src/app/route-table.mjs';
import type { FaultOptions, OngoingOrderAnswer } from '../src/mocks/store';
import {
  breakAsMockApiStarts,
  DEMO_USER,
  expect,
  expectNoAxeViolations,
  isDataSettled,
  loginThroughMock,
  open,
  test,
  type MockFault,
  untilOtherCallsAnswered,
  untilDataSettled,
  visit,
} from './support';

/**
 * The site under a misbehaving API (the mock's fault controls, docs/testing.md): every page keeps its frame
 * and heading, says what failed in the visitor's language where they acted, keeps what they typed, and leaves no
 * spinner behind. The MSW service worker answers the calls, so faults are set through `window.__mockApi`, not
 * page.route. A late answer is waited out with Playwright's clock, which runs the site's 10 s time limit.
 */

const REQUEST_TIMEOUT_MS = 10_000;
/** How long a call that failed for a server error or the network waits before its one more try. */
const RETRY_DELAY_MS = 1_000;

/**
 * Waits until `done` holds, running the page's clock past a failed call's wait for its second try between checks:
 * the second try goes at once instead of a second later. The clock only brings the try forward; what `done` waits
 * for must still happen.
 */
async function untilSkippingRetryWaits(page: Page, done: () => Promise<boolean>, message: string) {
  await expect
    .poll(
      async () => {
        if (await done()) return true;
        await page.clock.fastForward(RETRY_DELAY_MS);
        return done();
      },
      { message, intervals: [100] },
    )
    .toBe(true);
}

type UserFixture = { id: number; email: string; vouchers: unknown[]; orders: { id: number; status: string }[] };
const USERS = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../content/fixtures/users.json'), 'utf8')) as {
    users: UserFixture[];
  }
).users;
/** The demo customer as the mock API holds them: the delivery site's calls name them by id. */
const DEMO = USERS.find((user) => user.email === DEMO_USER.email)!;
/** The `{provider}` segment of the delivery site's contact calls in the built site (VITE_DELIVERY_PROVIDER). */
const PROVIDER = 'pollocrujiente';
/** The delivery site of the built site (the mock's default VITE_DELIVERY_BASE_URL). */
const DELIVERY = 'https://delivery.example.com';

// Chromium reports each failed call in the console; here they are the point.
test.use({ allowedConsoleErrors: [/Failed to load resource/] });

const TEXT = {
  // A failed call shows the API's own Message as it came; the mock sends it in English.
  unavailable: 'The service is not available right now. Please try again later.',
  offline: 'No hemos podido conectar. Revisa tu conexión a internet e inténtalo de nuevo.',
  failed: 'No hemos podido completar la operación. Inténtalo de nuevo en unos minutos.',
  timeout: 'El servidor está tardando demasiado en responder. Inténtalo de nuevo en unos minutos.',
  invalidToken: 'Invalid or expired token',
};

type Fault = {
  name: string;
  options: FaultOptions;
  /** The error notification after a failed submit. */
  notification: string;
  /** The reason an inline load error adds, when there is one the visitor can act on. */
  reason: string | null;
  /** The answer never comes in time: the clock is run past the limit once the call has gone. */
  late?: boolean;
};

const FAULTS: Fault[] = [
  { name: 'a server error', options: { status: 500 }, notification: TEXT.unavailable, reason: null },
  { name: 'no connection', options: { mode: 'network' }, notification: TEXT.offline, reason: TEXT.offline },
  { name: 'a malformed body', options: { mode: 'malformed' }, notification: TEXT.failed, reason: null },
  {
    name: 'no answer within 10 s',
    options: { mode: 'slow' },
    notification: TEXT.timeout,
    reason: TEXT.timeout,
    late: true,
  },
];

const FAULTS_KEY = 'e2e:faults';

test.beforeEach(async ({ page }) => {
  await page.clock.install();
  // Faults named in session storage are set the moment the mock API starts, before the page's first call: a page
  // can be opened with part of the API already down. The mock keeps faults in memory only.
  await breakAsMockApiStarts(page, { storageKey: FAULTS_KEY });
});

/** Breaks the calls under `prefix` now, in the page as it is. */
async function breakNow(page: Page, prefix: string, options: FaultOptions) {
  await page.evaluate(
    ([path, fault]) => {
      window.__mockApi!.restoreRequests();
      window.__mockApi!.failRequests(path, fault);
    },
    [prefix, options] as const,
  );
}

/** Breaks the calls under `prefix` from the next page load on, until `mend`. */
async function breakFromStart(page: Page, faults: MockFault[]) {
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
    FAULTS_KEY,
    JSON.stringify(faults),
  ] as const);
}

async function mend(page: Page) {
  await page.evaluate((key) => {
    sessionStorage.removeItem(key);
    window.__mockApi!.restoreRequests();
  }, FAULTS_KEY);
}

/**
 * Does what sends a call under `prefix` (or one of them); for a late answer, waits until the call has gone (and
 * until `ready`) and runs the clock past the time limit.
 */
async function whileFailing(
  page: Page,
  fault: Fault,
  prefix: string | string[],
  act: () => Promise<unknown>,
  ready?: () => Promise<unknown>,
) {
  const prefixes = [prefix].flat();
  const under = (request: Request) => prefixes.some((path) => new URL(request.url()).pathname.startsWith(path));
  const sent = page.waitForRequest(under);
  await act();
  await sent;
  if (!fault.late) return;
  // Whatever shares the call (the page and the header ask for the same profile) is waiting on it by now, and every
  // other call has had its answer: running the clock would time them out too.
  await ready?.();
  await untilOtherCallsAnswered(page, under);
  await page.clock.fastForward(REQUEST_TIMEOUT_MS + 500);
}

/** The page's frame: header, footer and its one heading. */
async function expectFrame(page: Page, title: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

async function expectNoSpinner(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /Cargando/ })).toHaveCount(0);
}

/** An inline load error: what failed, why when it helps, and a retry that works once the API is back. */
async function expectLoadError(page: Page, where: Locator, fault: Fault, message: string) {
  const alert = where.getByRole('alert').filter({ hasText: message });
  // Shown once the call's second try has failed too.
  await untilSkippingRetryWaits(page, () => alert.isVisible(), `the load error "${message}"`);
  if (fault.reason) await expect(alert).toContainText(fault.reason);
  else await expect(alert).not.toContainText(/conectar|tardando/);
  await expect(alert.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  await expectNoSpinner(page);
  return alert;
}

type PageLoad = {
  path: string;
  title: string | RegExp;
  prefix: string;
  error: string;
  /** What the page shows once its data is there. */
  loaded: (page: Page) => Promise<void>;
  /** The part of the page the error shows in (the main area unless told). */
  within?: (page: Page) => Locator;
  /** Opens what makes the call, when the page itself does not. */
  open?: (page: Page) => Promise<unknown>;
  /** How the page is reached, when not by loading its address. */
  arrive?: (page: Page) => Promise<unknown>;
  loggedIn?: boolean;
  /**
   * The local storage key under which the page keeps what it loaded, to show when a call fails on the way (My Rewards,
   * for the counter: e2e/offline/). Removed before each fault, so that the fault is what the page shows.
   */
  keeps?: string;
};

const LOADS: PageLoad[] = [
  {
    path: '/',
    title: 'Pollo Crujiente: pollo frito marinado 12 horas',
    prefix: '/api/v1/news',
    error: 'No hemos podido cargar las novedades.',
    loaded: (page) => expect(page.getByRole('region', { name: 'Destacados' })).toBeVisible(),
    // Loaded at its address, the home page carries its news as at the build and keeps them (tested below): it has
    // none to show when reached from another page of the site.
    arrive: async (page) => {
      await visit(page, '/historia');
      await page.getByRole('banner').getByRole('link', { name: 'Pollo Crujiente, ir a la página principal' }).click();
    },
  },
  {
    path: '/novedades',
    title: 'Novedades',
    prefix: '/api/v1/news',
    error: 'No hemos podido cargar las novedades.',
    loaded: (page) => expect(page.getByRole('region', { name: 'Novedades de Pollo Crujiente' })).toBeVisible(),
    // As the home page: loaded at its address it carries its news as at the build.
    arrive: async (page) => {
      await visit(page, '/historia');
      await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Novedades' }).click();
    },
  },
  {
    path: '/carta',
    title: 'Carta',
    prefix: '/api/v1/sections/collections',
    error: 'No hemos podido cargar la carta.',
    loaded: (page) => expect(page.getByRole('navigation', { name: 'Categorías' })).toBeVisible(),
  },
  {
    path: '/carta?id=1',
    title: 'Carta',
    prefix: '/api/v1/products/',
    error: 'No hemos podido cargar este producto.',
    within: (page) => page.getByRole('dialog'),
    open: (page) =>
      page
        .getByRole('main')
        .getByRole('button', { name: /Cubo 8 piezas/ })
        .click(),
    loaded: (page) =>
      expect(
        page.getByRole('dialog').getByRole('button', { name: 'Información nutricional y alérgenos' }),
      ).toBeVisible(),
  },
  {
    path: '/alergens',
    title: 'Alérgenos y valores nutricionales',
    prefix: '/api/v1/sections/collections',
    error: 'No hemos podido cargar la carta.',
    // Every product's details follow the menu: a heavy page on a busy machine.
    loaded: (page) => expect(page.getByRole('table').first()).toBeVisible({ timeout: 20_000 }),
  },
  {
    path: '/restaurantes',
    title: 'Restaurantes',
    prefix: '/api/v1/restaurants',
    error: 'No hemos podido cargar los restaurantes.',
    loaded: (page) =>
      expect(
        page
          .getByRole('main')
          .getByRole('status')
          .filter({ hasText: /^\d+ restaurantes$/ }),
      ).toBeVisible(),
  },
  {
    path: '/restaurantes',
    title: 'Restaurantes',
    prefix: '/api/v1/provinces',
    error: 'No hemos podido cargar las provincias o los servicios para filtrar.',
    loaded: (page) => expect(page.getByLabel('Provincia', { exact: true }).locator('option')).not.toHaveCount(1),
  },
  {
    path: '/personal-data',
    title: 'Datos personales',
    prefix: '/api/v1/auth/user',
    error: 'No hemos podido cargar tus datos.',
    loaded: (page) => expect(page.getByLabel(/^Nombre/)).toHaveValue('Lucía'),
    loggedIn: true,
  },
  // The delivery site's calls.
  {
    path: '/my-rewards',
    title: 'My Rewards',
    prefix: '/api/v1/loyalty/rewards',
    error: 'No hemos podido cargar tus estrellas.',
    within: (page) => page.getByRole('region', { name: 'Tus estrellas' }),
    keeps: 'offlineCopies',
    loaded: (page) =>
      expect(
        page.getByRole('region', { name: 'Tus estrellas' }).getByText(/^Tienes \d+ estrellas? de 9$/),
      ).toBeVisible(),
    loggedIn: true,
  },
  {
    path: '/my-rewards',
    title: 'My Rewards',
    prefix: `/api/v1/users/${DEMO.id}/vouchers`,
    error: 'No hemos podido cargar tus códigos.',
    within: (page) => page.getByRole('dialog', { name: 'Mis códigos' }),
    keeps: 'offlineCopies',
    open: (page) => page.getByRole('button', { name: 'Mis códigos' }).click(),
    loaded: (page) =>
      expect(page.getByRole('dialog', { name: 'Mis códigos' }).getByRole('listitem')).toHaveCount(DEMO.vouchers.length),
    loggedIn: true,
  },
  {
    // The prefix also takes in the order bar's call (…/orders/latest_ongoing_summary), which fails quietly.
    path: '/private-contact-form',
    title: 'Incidencia con un pedido',
    prefix: `/api/v1/users/${DEMO.id}/orders`,
    error: 'No hemos podido cargar tus pedidos.',
    loaded: (page) => expect(page.getByLabel(/^Pedido/).locator('option')).toHaveCount(DEMO.orders.length + 1),
    loggedIn: true,
  },
  {
    path: '/restaurant-contact',
    title: 'Trabaja con nosotros',
    prefix: '/api/v1/restaurants',
    error: 'No hemos podido cargar los restaurantes.',
    loaded: (page) => expect(page.getByLabel(/^Provincia/).locator('option')).not.toHaveCount(1),
  },
  {
    path: '/restaurant-contact',
    title: 'Trabaja con nosotros',
    prefix: '/api/v1/provinces',
    error: 'No hemos podido cargar las provincias.',
    loaded: (page) => expect(page.getByLabel(/^Provincia/).locator('option')).not.toHaveCount(1),
  },
];

test.describe('a page whose data fails to load keeps its frame, says why and offers a retry', () => {
  for (const load of LOADS) {
    test(`${load.path}, ${load.prefix}`, async ({ page }) => {
      test.slow();
      if (load.loggedIn) await loginThroughMock(page);
      else await visit(page, '/historia');
      for (const fault of FAULTS) {
        await test.step(fault.name, async () => {
          const heading = () => expect(page.getByRole('heading', { level: 1 })).toHaveText(load.title);
          if (load.keeps) await page.evaluate((key) => localStorage.removeItem(key), load.keeps);
          if (load.open) {
            // Broken from the page's load on, and watched from it: what the tap shows may be asked for before the tap
            // (a product's details load as its card comes near the screen), and a call made before the fault would
            // leave nothing to fail.
            await breakFromStart(page, [[load.prefix, fault.options]]);
            await whileFailing(
              page,
              fault,
              load.prefix,
              async () => {
                await visit(page, load.path);
                await load.open!(page);
              },
              heading,
            );
          } else {
            await breakFromStart(page, [[load.prefix, fault.options]]);
            await whileFailing(
              page,
              fault,
              load.prefix,
              () => load.arrive?.(page) ?? open(page, load.path, { until: 'started' }),
              heading,
            );
          }
          await expectFrame(page, load.title);
          const where = load.within?.(page) ?? page.getByRole('main');
          const alert = await expectLoadError(page, where, fault, load.error);
          await mend(page);
          await alert.getByRole('button', { name: 'Reintentar' }).click();
          await expect(alert).toHaveCount(0);
          await load.loaded(page);
        });
      }
    });
  }
});

const NEWS = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../content/fixtures/news.json'), 'utf8')) as {
    news: { name: { es: string }; tags: string[] }[];
  }
).news;
const taggedNews = (tag: string) => NEWS.filter((item) => item.tags.includes('WEB') && item.tags.includes(tag));
const visibleSlide = (carousel: Locator) => carousel.locator('[aria-roledescription="diapositiva"]:visible');

/** The pages pre-rendered with news, and what of them is drawn. */
const NEWS_PAGES = [
  {
    path: '/',
    title: 'Pollo Crujiente: pollo frito marinado 12 horas',
    carousel: (page: Page) => page.getByRole('region', { name: 'Destacados' }),
    news: taggedNews('HOME'),
    // The first three are the carousel, the rest cards.
    drawnWhole: async (page: Page) => {
      await expect(page.getByRole('region', { name: 'Más novedades' }).getByRole('link')).toHaveCount(
        taggedNews('HOME').length - 3,
      );
    },
  },
  {
    path: '/novedades',
    title: 'Novedades',
    carousel: (page: Page) => page.getByRole('region', { name: 'Novedades de Pollo Crujiente' }),
    news: taggedNews('NEWS'),
    drawnWhole: async (page: Page) => {
      await expect(
        page
          .getByRole('region', { name: 'Novedades de Pollo Crujiente' })
          .getByRole('group', { name: 'Elige una diapositiva' })
          .getByRole('button'),
      ).toHaveCount(taggedNews('NEWS').length);
    },
  },
];

for (const newsPage of NEWS_PAGES) {
  test.describe(`${newsPage.path} loaded at its address, drawn with its news as at the build`, () => {
    test('keeps them, without an error or a spinner, when the call for them fails', async ({ page }) => {
      test.slow();
      expect(newsPage.news.length).toBeGreaterThan(1);
      await visit(page, '/historia');
      for (const fault of FAULTS) {
        await test.step(fault.name, async () => {
          await breakFromStart(page, [['/api/v1/news', fault.options]]);
          await whileFailing(
            page,
            fault,
            '/api/v1/news',
            () => open(page, newsPage.path, { until: 'started' }),
            () => expectFrame(page, newsPage.title),
          );
          // The first slide's picture: the clock run past a late answer's limit may have turned the carousel since.
          await expect(newsPage.carousel(page).locator('img').first()).toHaveAttribute(
            'alt',
            newsPage.news[0]!.name.es,
          );
          await newsPage.drawnWhole(page);
          await expect(page.getByText('No hemos podido cargar las novedades.')).toHaveCount(0);
          await expectNoSpinner(page);
          await mend(page);
        });
      }
    });

    test('draws the news the API gives now when they changed since the build', async ({ page }) => {
      const now = {
        id: 990,
        name: 'Nuevo cubo de alitas picantes',
        url: null,
        sec: 'carta',
        image: '/media/news/burger-fuego.svg',
      };
      await visit(page, '/historia');
      // An answer of the mock's own making: a list unlike the one the page was built with.
      await breakFromStart(page, [['/api/v1/news', { mode: 'malformed', body: JSON.stringify({ data: [now] }) }]]);
      await open(page, newsPage.path);
      await expect(visibleSlide(newsPage.carousel(page)).getByRole('img')).toHaveAttribute('alt', now.name);
      await expect(newsPage.carousel(page).getByRole('img')).toHaveCount(1);
      await mend(page);
    });
  });
}

test('the order bar and the header greeting fail quietly: the page stays', async ({ page }) => {
  test.slow();
  await loginThroughMock(page);
  const orderBar = page.getByRole('region', { name: 'Tu pedido' });
  await expect(orderBar).toBeVisible();
  for (const fault of FAULTS) {
    await test.step(fault.name, async () => {
      await breakFromStart(page, [
        ['/api/v1/users/', fault.options],
        ['/api/v1/auth/user', fault.options],
      ]);
      await whileFailing(
        page,
        fault,
        ['/api/v1/users/', '/api/v1/auth/user'],
        () => open(page, '/', { until: 'started' }),
        () => expect(page.getByRole('region', { name: 'Destacados' })).toBeVisible(),
      );
      await expectFrame(page, 'Pollo Crujiente: pollo frito marinado 12 horas');
      await expect(page.getByRole('region', { name: 'Destacados' })).toBeVisible();
      // Without the profile the greeting has no name; without the order, no bar.
      await expect(page.getByRole('button', { name: /^Hola ?, Mi cuenta$/ })).toBeVisible();
      await expect(orderBar).toHaveCount(0);
      await mend(page);
    });
  }
});

test('the order bar shows only an order with an id: every way of saying "none" leaves no bar and no broken link', async ({
  page,
}) => {
  const onTheWay = DEMO.orders.find((order) => order.status === 'on_the_way')!;
  await loginThroughMock(page);
  const bar = page.getByRole('region', { name: 'Tu pedido' });
  const trackingLink = bar.getByRole('link', { name: 'Ver pedido' });
  const linksWithoutAnOrder = page.locator('a[href*="/orders//"]');
  await expect(trackingLink).toHaveAttribute('href', `${DELIVERY}/orders/${onTheWay.id}/tracking`);

  /** The mock's next answers are `answer`; the bar asks again (it does every minute) and has the answer. */
  const answerNext = async (answer?: OngoingOrderAnswer) => {
    await page.evaluate((next) => window.__mockApi!.setOngoingOrder(next), answer);
    const answered = page.waitForResponse((response) =>
      response.url().endsWith(`/api/v1/users/${DEMO.id}/orders/latest_ongoing_summary`),
    );
    await page.clock.fastForward(60_000);
    await answered;
  };

  const none: [string, OngoingOrderAnswer][] = [
    ['order null', { order: null }],
    ['order absent', {}],
    ['order {}', { order: {} }],
    ['order without an id', { order: { status: 'on_the_way' } }],
  ];
  for (const [name, answer] of none) {
    await test.step(name, async () => {
      // From a bar on screen, so that its going away shows the answer was read.
      await answerNext(answer);
      await expect(bar).toHaveCount(0);
      await expect(linksWithoutAnOrder).toHaveCount(0);
      await answerNext();
      await expect(trackingLink).toHaveAttribute('href', `${DELIVERY}/orders/${onTheWay.id}/tracking`);
    });
  }

  await test.step('an order with an id the mock is told to send', async () => {
    await answerNext({ order: { id: 5150, status: 'on_the_way' } });
    await expect(trackingLink).toHaveAttribute('href', `${DELIVERY}/orders/5150/tracking`);
    await expect(bar).toContainText('¡Tu pedido está en camino!');
    await expectNoAxeViolations(page, '/ with the order bar of an order the mock was told to send');
  });
});

test('a link with a malformed fragment shows its page, not the error page', async ({ page }) => {
  const pages: [path: string, title: string, loaded: () => Promise<void>][] = [
    [
      '/aviso-legal',
      'Aviso legal',
      () => expect(page.getByRole('heading', { level: 2, name: 'Protección de datos' })).toBeVisible(),
    ],
    [
      '/alergens',
      'Alérgenos y valores nutricionales',
      async () => {
        // The page looks for the fragment once the menu's details have all arrived.
        await expect(
          page.getByRole('table', { name: 'Alérgenos de cada producto de la carta' }).locator('tbody tr').first(),
        ).toBeVisible();
        await expect(page.getByText(/^Comprobando$/)).toHaveCount(0);
      },
    ],
  ];
  for (const [path, title, loaded] of pages) {
    for (const fragment of ['#%', '#%E0']) {
      await test.step(`${path}${fragment}`, async () => {
        await open(page, `${path}${fragment}`);
        await loaded();
        // Settled: axe waits for the page to stop changing, long after the effect that reads the fragment.
        await expectNoAxeViolations(page, `${path}${fragment}`);
        await expectFrame(page, title);
        await expect(page.getByText('Algo ha fallado')).toHaveCount(0);
      });
    }
  }
});

type FormCase = {
  path: string;
  title: string;
  prefix: string;
  submit: string;
  fill: (page: Page) => Promise<void>;
  /** The fields whose typed values must survive a failed submit, with those values. */
  kept: [label: RegExp, value: string][];
  /** The boxes ticked before the submit, which must stay ticked. */
  ticked?: RegExp[];
  loggedIn?: boolean;
};

const CONTACT_BOXES = [/comunicaciones comerciales/, /cláusula de privacidad/, /condiciones generales/];

const FORMS: FormCase[] = [
  {
    path: '/login',
    title: 'Iniciar sesión',
    prefix: '/api/v1/auth/login',
    submit: 'Iniciar sesión',
    fill: async (page) => {
      await page.getByLabel(/^Correo electrónico/).fill(DEMO_USER.email);
      await page.getByLabel(/^Contraseña/).fill(DEMO_USER.password);
    },
    kept: [
      [/^Correo electrónico/, DEMO_USER.email],
      [/^Contraseña/, DEMO_USER.password],
    ],
  },
  {
    path: '/register',
    title: 'Crear una cuenta',
    prefix: '/api/v1/auth/register',
    submit: 'Crear cuenta',
    fill: async (page) => {
      await page.getByLabel(/^Nombre/).fill('Lucía');
      await page.getByLabel(/^Apellidos/).fill('Martín Ruiz');
      await page.getByLabel(/^Teléfono/).fill('612345678');
      await page.getByLabel(/^Correo electrónico/).fill('lucia.fallos@example.com');
      await page.getByLabel(/^Contraseña/).fill('Pollo123');
      await page.getByLabel(/^Repite la contraseña/).fill('Pollo123');
      await page.getByRole('checkbox', { name: /cláusula de privacidad/ }).check();
      await page.getByRole('checkbox', { name: /condiciones generales/ }).check();
    },
    kept: [
      [/^Nombre/, 'Lucía'],
      [/^Apellidos/, 'Martín Ruiz'],
      [/^Teléfono/, '612345678'],
      [/^Correo electrónico/, 'lucia.fallos@example.com'],
    ],
  },
  {
    path: '/forgot-password',
    title: 'Recuperar la contraseña',
    prefix: '/api/v1/auth/forgot-password',
    submit: 'Enviar',
    fill: (page) => page.getByLabel(/^Correo electrónico/).fill(DEMO_USER.email),
    kept: [[/^Correo electrónico/, DEMO_USER.email]],
  },
  {
    path: '/personal-data',
    title: 'Datos personales',
    prefix: '/api/v1/auth/user',
    submit: 'Guardar los cambios',
    fill: (page) => page.getByLabel(/^Nombre/).fill('Lucía María'),
    kept: [
      [/^Nombre/, 'Lucía María'],
      [/^Teléfono/, '612345678'],
    ],
    loggedIn: true,
  },
  {
    path: '/change-password',
    title: 'Cambiar la contraseña',
    prefix: '/api/v1/auth/change-password',
    submit: 'Cambiar la contraseña',
    fill: async (page) => {
      await page.getByLabel(/^Nueva contraseña/).fill('Pollo1234');
      await page.getByLabel(/^Repite la contraseña/).fill('Pollo1234');
    },
    kept: [
      [/^Nueva contraseña/, 'Pollo1234'],
      [/^Repite la contraseña/, 'Pollo1234'],
    ],
    loggedIn: true,
  },
  // The delivery site's submits.
  {
    path: '/public-contact-form',
    title: 'Atención al cliente',
    prefix: `/api/${PROVIDER}/v1/incidents`,
    submit: 'Enviar',
    fill: async (page) => {
      await page.getByLabel(/^Nombre/).fill('Marta');
      await page.getByLabel(/^Apellidos/).fill('Ruiz');
      await page.getByLabel(/^Correo electrónico/).fill('marta@example.com');
      await page.getByLabel(/^Teléfono/).fill('655210987');
      await page.getByLabel(/^Motivo de la consulta/).selectOption('PROMOTIONS');
      await page.getByLabel(/^Comentarios/).fill('¿Hay cupones este mes?\nGracias.');
      for (const name of CONTACT_BOXES) await page.getByRole('checkbox', { name }).check();
    },
    kept: [
      [/^Nombre/, 'Marta'],
      [/^Apellidos/, 'Ruiz'],
      [/^Correo electrónico/, 'marta@example.com'],
      [/^Teléfono/, '655210987'],
      [/^Motivo de la consulta/, 'PROMOTIONS'],
      [/^Comentarios/, '¿Hay cupones este mes?\nGracias.'],
    ],
    ticked: CONTACT_BOXES,
  },
  {
    path: '/private-contact-form',
    title: 'Incidencia con un pedido',
    prefix: `/api/${PROVIDER}/v1/order-incidents`,
    submit: 'Enviar',
    fill: async (page) => {
      // The form shows once the orders and the profile are in, so the prefilled data is there to change.
      await page.getByLabel(/^Pedido/).selectOption(String(DEMO.orders[0]!.id));
      await page.getByLabel(/^Teléfono/).fill('600111222');
      await page.getByLabel(/^Motivo de la incidencia/).selectOption('QUALITY');
      await page.getByLabel(/^Comentarios/).fill('Las alitas llegaron frías.');
      for (const name of CONTACT_BOXES) await page.getByRole('checkbox', { name }).check();
    },
    kept: [
      [/^Pedido/, String(DEMO.orders[0]!.id)],
      [/^Nombre/, 'Lucía'],
      [/^Teléfono/, '600111222'],
      [/^Motivo de la incidencia/, 'QUALITY'],
      [/^Comentarios/, 'Las alitas llegaron frías.'],
    ],
    ticked: CONTACT_BOXES,
    loggedIn: true,
  },
];

test.describe('a form whose call fails says so, keeps what was typed and can be sent again', () => {
  for (const form of FORMS) {
    test(form.path, async ({ page }) => {
      test.slow();
      if (form.loggedIn) await loginThroughMock(page, DEMO_USER, form.path);
      else await visit(page, form.path);
      await form.fill(page);
      const submit = page.getByRole('main').getByRole('button', { name: form.submit, exact: true });
      const notification = page.getByTestId('notification-error');
      for (const fault of FAULTS) {
        await test.step(fault.name, async () => {
          await breakNow(page, form.prefix, fault.options);
          await whileFailing(page, fault, form.prefix, () => submit.click());
          await expect(notification).toHaveText(fault.notification);
          await expectFrame(page, form.title);
          for (const [label, value] of form.kept) await expect(page.getByLabel(label)).toHaveValue(value);
          for (const name of form.ticked ?? []) await expect(page.getByRole('checkbox', { name })).toBeChecked();
          await expect(submit).toBeEnabled();
          await expect(submit).not.toContainText('Enviando');
          await notification.getByRole('button', { name: 'Cerrar aviso' }).click();
        });
      }
    });
  }
});

/** Counts the calls the page makes from now on to `path` (on either API). */
function countCalls(page: Page, path: string) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls.push(request.url());
  });
  return calls;
}

const storedSession = (page: Page) => page.evaluate(() => localStorage.getItem('session'));

test.describe('a refresh that cannot be made', () => {
  test('keeps the customer logged in whatever stops autologin, keeps what was typed, and the action works once the API is back', async ({
    page,
  }) => {
    test.slow();
    await loginThroughMock(page, DEMO_USER, '/change-password');
    const form = FORMS.find((candidate) => candidate.path === '/change-password')!;
    await form.fill(page);
    const submit = page.getByRole('main').getByRole('button', { name: form.submit, exact: true });
    const notification = page.getByTestId('notification-error');
    const greeting = page.getByRole('button', { name: new RegExp(`Hola, ${DEMO_USER.firstName}`) });
    await expect(greeting).toBeVisible();
    for (const fault of FAULTS) {
      await test.step(fault.name, async () => {
        // Tokens expire once the page's own calls have their answers: one still on its way would be refused too and
        // refresh before the fault is set.
        await untilDataSettled(page);
        await page.evaluate(() => window.__mockApi!.expireTokens());
        await breakNow(page, '/api/v1/auth/autologin', fault.options);
        await whileFailing(page, fault, '/api/v1/auth/autologin', () => submit.click());
        await expect(notification).toHaveText(fault.notification);
        await expectFrame(page, form.title);
        await expect(page).toHaveURL('/change-password');
        for (const [label, value] of form.kept) await expect(page.getByLabel(label)).toHaveValue(value);
        await expect(greeting).toBeVisible();
        expect(await storedSession(page)).not.toBeNull();
        await notification.getByRole('button', { name: 'Cerrar aviso' }).click();
      });
    }
    await mend(page);
    await submit.click();
    await expect(page.getByTestId('notification-success')).toHaveText('¡Contraseña cambiada con éxito!');
    await expect(greeting).toBeVisible();
  });
});

test.describe('the delivery site’s session', () => {
  const stars = 'Tienes 4 estrellas de 9';

  test('is opened again once when it ended, and the page shows its data', async ({ page }) => {
    await loginThroughMock(page);
    const opens = countCalls(page, '/api/v1/auth');
    const autologins = countCalls(page, '/api/v1/auth/autologin');
    // The home page's own calls answered first: one refused on this page would open the session again here.
    await untilDataSettled(page);
    await page.evaluate(() => window.__mockApi!.endDeliverySessions());

    await visit(page, '/my-rewards');

    await expect(page.getByText(stars)).toBeVisible();
    await expect(page.getByText('¡Tu pedido está en camino!')).toBeVisible();
    // The order bar's call and the stars' call were both refused: the session was opened again for both, once.
    expect(opens).toHaveLength(1);
    expect(autologins).toHaveLength(0);
    await expectNoAxeViolations(page, '/my-rewards after the delivery session was opened again');
  });

  test('is opened again after autologin when the delivery site refuses the old token too', async ({ page }) => {
    await loginThroughMock(page);
    const autologins = countCalls(page, '/api/v1/auth/autologin');
    const before = JSON.parse((await storedSession(page))!) as { token: string };
    // The home page's own calls answered first: one refused on this page would start a refresh of its own, which the
    // next page's load cuts short and makes again.
    await untilDataSettled(page);
    await page.evaluate(() => {
      window.__mockApi!.endDeliverySessions();
      window.__mockApi!.expireTokens();
    });

    await visit(page, '/my-rewards');

    await expect(page.getByText(stars)).toBeVisible();
    await expect(page.getByText('¡Tu pedido está en camino!')).toBeVisible();
    expect(autologins).toHaveLength(1);
    const after = JSON.parse((await storedSession(page))!) as { token: string };
    expect(after.token).not.toBe(before.token);
  });

  test('that the browser does not keep: its parts show their error once, the rest works, nothing loops and nobody is logged out', async ({
    page,
  }) => {
    test.slow();
    await loginThroughMock(page, DEMO_USER, '/my-rewards');
    await expect(page.getByText(stars)).toBeVisible();
    const opens = countCalls(page, '/api/v1/auth');
    const autologins = countCalls(page, '/api/v1/auth/autologin');
    const polls = countCalls(page, `/api/v1/users/${DEMO.id}/orders/latest_ongoing_summary`);
    // Every delivery call that needs its session is refused, while opening it is answered as usual: what a
    // delivery site whose cookie the browser blocks looks like from the site.
    const refused: MockFault[] = [
      ['/api/v1/loyalty', { mode: 'unauthorized' }],
      ['/api/v1/users', { mode: 'unauthorized' }],
    ];
    await page.evaluate((faults) => {
      for (const [prefix, options] of faults) window.__mockApi!.failRequests(prefix, options);
    }, refused);

    // Three minutes of the page's life: the order bar asks every minute. Each minute's calls are let finish before the
    // clock jumps again, or the jump would run them past their time limit: the first minute's call, then, once the
    // session is opened again, the same call sent again (between them, for a moment, no call is under way).
    for (let minute = 1; minute <= 3; minute += 1) {
      await page.clock.fastForward(60_000);
      await expect.poll(() => polls.length).toBeGreaterThanOrEqual(minute + 1);
      await untilDataSettled(page);
    }
    // The first minute's call was refused, the session opened again and the call sent again, refused too; after
    // that, each minute's call is refused without opening anything.
    expect(polls).toHaveLength(4);
    expect(opens).toHaveLength(1);
    expect(autologins).toHaveLength(0);

    // The page opened afresh: the stars say they could not be loaded; the customer and the main API's parts stay.
    await breakFromStart(page, refused);
    await open(page, '/my-rewards');
    await expect(
      page.getByRole('main').getByRole('alert').filter({ hasText: 'No hemos podido cargar tus estrellas.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`Hola, ${DEMO_USER.firstName}`) })).toBeVisible();
    expect(opens).toHaveLength(1);
    expect(autologins).toHaveLength(0);
    expect(await storedSession(page)).not.toBeNull();
    await visit(page, '/personal-data');
    await expect(page.getByLabel(/^Nombre/)).toHaveValue(DEMO_USER.firstName);
    await mend(page);
  });
});

test.describe('a storm of 401s', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  /** Counts the autologin calls the page makes from now on. */
  function countAutologins(page: Page) {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/auth/autologin') calls.push(request.url());
    });
    return calls;
  }

  test('with autologin working: one refresh per failed action, never a loop, and the customer stays', async ({
    page,
  }) => {
    test.slow();
    await loginThroughMock(page, DEMO_USER, '/personal-data');
    await page.getByLabel(/^Nombre/).fill('Lucía María');
    const autologins = countAutologins(page);

    await breakNow(page, '/api/', { mode: 'unauthorized' });
    await page.getByRole('button', { name: 'Guardar los cambios' }).click();
    await expect(page.getByTestId('notification-error')).toHaveText(TEXT.invalidToken);
    await expect(page.getByLabel(/^Nombre/)).toHaveValue('Lucía María');
    await expect(page.getByRole('button', { name: 'Guardar los cambios' })).toBeEnabled();
    expect(autologins).toHaveLength(1);

    // A page opened in the storm: each call refreshes once and gives up, and nothing keeps trying.
    await breakFromStart(page, [['/api/', { mode: 'unauthorized' }]]);
    await open(page, '/alergens');
    await expectFrame(page, 'Alérgenos y valores nutricionales');
    await expect(
      page.getByRole('main').getByRole('alert').filter({ hasText: 'No hemos podido cargar la carta.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Hola ?, Mi cuenta$/ })).toBeVisible();
    await expectNoSpinner(page);
    const settled = autologins.length;
    expect(settled).toBeLessThanOrEqual(4);
    // Two minutes of the page's life (the order bar looks again every minute) and a second of real time.
    await page.clock.fastForward(120_000);
    await untilDataSettled(page);
    expect(autologins.length).toBeLessThanOrEqual(settled + 2);
    expect(await page.evaluate(() => localStorage.getItem('session'))).not.toBeNull();
  });

  test('with autologin refused too: the session ends once and the customer is sent home', async ({ page }) => {
    await loginThroughMock(page, DEMO_USER, '/personal-data');
    await page.getByLabel(/^Nombre/).fill('Lucía María');
    const autologins = countAutologins(page);

    await page.evaluate(() => {
      window.__mockApi!.failRequests('/api/', { mode: 'unauthorized' });
      window.__mockApi!.failRequests('/api/v1/auth/autologin', { status: 401 });
    });
    await page.getByRole('button', { name: 'Guardar los cambios' }).click();
    await expect(page).toHaveURL('/');
    await expectFrame(page, 'Pollo Crujiente: pollo frito marinado 12 horas');
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
    await untilDataSettled(page);
    expect(autologins).toHaveLength(1);
  });
});

/** Every Spanish address of the site, from the route table so a page added later is swept too. */
const ADDRESSES = addresses(undefined, ['']);

test.describe('with the whole API down, every address still shows its frame and its heading, and no spinner stays', () => {
  for (const [name, options] of [
    ['failing', { status: 500 }],
    ['unreachable', { mode: 'network' }],
  ] as const) {
    test(name, async ({ page }) => {
      test.slow();
      expect(ADDRESSES.length).toBeGreaterThanOrEqual(26);
      await loginThroughMock(page);
      await breakFromStart(page, [['/api/', options]]);
      // Logged in, so the customer's own pages are swept too.
      for (const path of ADDRESSES) {
        await test.step(path, async () => {
          await open(page, path, { until: 'started' });
          // A failed call is tried once more after a second; then every spinner has given way.
          await untilSkippingRetryWaits(page, () => isDataSettled(page), `${path} settled`);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
          await expect(page.getByRole('banner')).toBeVisible();
          await expect(page.getByRole('contentinfo')).toBeVisible();
          await expect(page.getByRole('status').filter({ hasText: /Cargando/ })).toHaveCount(0);
        });
      }
    });
  }
});

test.describe('an answer that breaks the contract leaves out what breaks it, never the page', () => {
  /** The answer the mock API gives to `path`, read through the page's own service worker. */
  const answerOf = (page: Page, path: string) =>
    page.evaluate(async (address) => (await fetch(address)).json() as Promise<Record<string, unknown>>, path);

  test('/carta: a category without its products is left out, the others are shown', async ({ page }) => {
    await visit(page, '/historia');
    const menu = (await answerOf(page, '/api/v1/sections/collections?language=es&key=demo-key')) as {
      data: { name: string; products?: unknown }[];
    };
    const [first, ...rest] = menu.data;
    const { products: _, ...withoutProducts } = first!;
    await breakFromStart(page, [
      [
        '/api/v1/sections/collections',
        { mode: 'malformed', body: JSON.stringify({ data: [withoutProducts, ...rest] }) },
      ],
    ]);
    await open(page, '/carta');
    await expectFrame(page, 'Carta');
    const picker = page.getByRole('navigation', { name: 'Categorías' });
    await expect(picker.getByRole('link')).toHaveCount(rest.length);
    await expect(picker.getByRole('link', { name: first!.name })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });

  test('/restaurantes: a restaurant without its province is left out, the others are listed', async ({ page }) => {
    await visit(page, '/historia');
    const restaurants = (await answerOf(page, '/api/v1/restaurants?language=es&key=demo-key')) as {
      data: { name: string; province?: unknown }[];
    };
    const [first, ...rest] = restaurants.data;
    const { province: _, ...withoutProvince } = first!;
    await breakFromStart(page, [
      ['/api/v1/restaurants', { mode: 'malformed', body: JSON.stringify({ data: [withoutProvince, ...rest] }) }],
    ]);
    await open(page, '/restaurantes');
    await expectFrame(page, 'Restaurantes');
    const list = page
      .getByRole('region', { name: 'Resultados' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('article') });
    // The first page of them (the finder's PAGE_SIZE, 20).
    await expect(list).toHaveCount(Math.min(20, rest.length));
    await expect(list.filter({ has: page.getByRole('heading', { name: first!.name, exact: true }) })).toHaveCount(0);
  });

  for (const [label, body] of [
    ['user null', { user: null, rewards: [] }],
    ['rewards as text', { user: { lifetime_points: 13 }, rewards: 'x' }],
  ] as const) {
    test(`/my-rewards: a loyalty answer with ${label} is the stars' load error, with its retry`, async ({ page }) => {
      await loginThroughMock(page);
      await breakFromStart(page, [['/api/v1/loyalty/rewards', { mode: 'malformed', body: JSON.stringify(body) }]]);
      await open(page, '/my-rewards');
      await expectFrame(page, 'My Rewards');
      const stars = page.getByRole('region', { name: 'Tus estrellas' });
      const alert = stars.getByRole('alert').filter({ hasText: 'No hemos podido cargar tus estrellas.' });
      await expect(alert).toBeVisible();
      await mend(page);
      await alert.getByRole('button', { name: 'Reintentar' }).click();
      await expect(stars.getByText(/^Tienes \d+ estrellas? de 9$/)).toBeVisible();
    });
  }
});
