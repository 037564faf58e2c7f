import type { Locator, Page } from '@playwright/test';
import {
  DEMO_USER,
  expect,
  expectNoAxeViolations,
  loginThroughMock,
  open,
  reload,
  test,
  untilLoaded,
  visit,
} from './support';

test.describe('languages', () => {
  test('the switcher changes the texts and the choice survives a reload', async ({ page }) => {
    await visit(page, '/restaurantes');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurantes');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link', { name: 'Novedades' })).toBeVisible();

    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/en/restaurantes');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurants');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await expect(page).toHaveTitle(/Restaurants \| Pollo Crujiente/);

    await reload(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurants');

    await page.getByRole('link', { name: 'Català' }).click();
    await expect(page).toHaveURL('/ca/restaurantes');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurants');
    await expect(
      page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Novetats' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('cat');
    await reload(page);
    await expect(
      page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Novetats' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the API is asked in the chosen language', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const languages = await page.evaluate(async () => {
      const response = await fetch('/api/v1/services?language=en&key=demo-key', {
        headers: { 'Accept-Language': 'en' },
      });
      const body = (await response.json()) as { data: { name: string }[] };
      return body.data.map((service) => service.name);
    });
    expect(languages).toContain('Terrace');
  });
});

test.describe('not-found page', () => {
  test('an unknown path shows 404 with a way home', async ({ page }) => {
    await visit(page, '/esta-pagina-no-existe');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ups, ¡página no encontrada!');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL('/');
  });

  test("an address with an encoded line break shows it too, in the address's language", async ({ page }) => {
    // Decoded, these paths hold a line break, which the router's catch-all does not match.
    const addresses = {
      '/carta%0A': 'Ups, ¡página no encontrada!',
      '/%0A': 'Ups, ¡página no encontrada!',
      '/en/%0D': 'Ups, page not found!',
    };
    for (const [address, title] of Object.entries(addresses)) {
      await test.step(address, async () => {
        const response = await open(page, address);
        expect(response?.status()).toBe(200);
        expect(new URL(page.url()).pathname).toBe(address);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
        await expect(page.getByText('404', { exact: true })).toBeVisible();
      });
    }
  });

  test('a code file the release does not have is missing, not answered with a page', async ({ page, request }) => {
    // A page still open from an earlier release asks for its files: the server says they are gone.
    await visit(page, '/');
    const entry = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type=module][src]')!.src);
    expect((await request.get(entry)).status()).toBe(200);
    for (const gone of ['/assets/menu-page-0ld0ld0l.js', '/assets/menu-page-0ld0ld0l.css']) {
      const answer = await request.get(gone, { headers: { Accept: '*/*' } });
      expect(answer.status(), gone).toBe(404);
    }
  });

  test('a customer-only page is not found for a guest', async ({ page }) => {
    await visit(page, '/personal-data');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ups, ¡página no encontrada!');
    await visit(page, '/private-contact-form');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ups, ¡página no encontrada!');
  });

  test('in English it says so in English', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await visit(page, '/nope');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ups, page not found!');
  });

  test("an address that starts like another site's leads nowhere but this site, in every language", async ({
    page,
  }, testInfo) => {
    const origin = new URL(String(testInfo.project.use.baseURL)).origin;
    const notFound = {
      '': 'Ups, ¡página no encontrada!',
      '/en': 'Ups, page not found!',
      '/ca': 'Ups, no hem trobat la pàgina!',
    };
    for (const [prefix, title] of Object.entries(notFound)) {
      // `\` is sent by the browser as `/`; `%2F%2F` reaches the site's router as `//` once decoded.
      for (const spelling of ['//evil.example/x', '/\\evil.example/x', '/%2F%2Fevil.example']) {
        const address = `${origin}${prefix}${spelling}`;

        await test.step(address, async () => {
          await open(page, address);
          await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
          const switcher = page.locator('a[hreflang]');
          await expect(switcher).toHaveCount(3);
          for (const href of await switcher.evaluateAll((links) =>
            links.map((link) => (link as HTMLAnchorElement).href),
          )) {
            expect(new URL(href).origin, href).toBe(origin);
          }
          const other = prefix === '' ? 'English' : 'Español';
          await page.getByRole('link', { name: new RegExp(other) }).click();
          await expect(page.locator('html')).toHaveAttribute('lang', prefix === '' ? 'en' : 'es');
          expect(new URL(page.url()).origin).toBe(origin);
          expect(new URL(page.url()).pathname).toMatch(prefix === '' ? /^\/en\/[^/\\]/ : /^\/[^/\\]/);
          // The click stored that language: the next Spanish address must not be taken to it.
          await page.evaluate(() => localStorage.removeItem('language'));
        });
      }
    }
  });

  test('what the shell answers is kept out of search results; the content pages and robots.txt are not', async ({
    page,
    request,
  }) => {
    const NOINDEX = '<meta name="robots" content="noindex">';
    for (const path of ['/esta-pagina-no-existe', '/personal-data']) {
      const response = await request.get(path, { headers: { Accept: 'text/html' } });
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain(NOINDEX);
    }
    const carta = await request.get('/carta', { headers: { Accept: 'text/html' } });
    expect(await carta.text()).not.toContain(NOINDEX);
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain('\nDisallow: /personal-data\n');

    await visit(page, '/carta');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carta');
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
  });

  test('/quality leads to /calidad', async ({ page }) => {
    await visit(page, '/quality');
    await expect(page).toHaveURL('/calidad');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calidad');
  });
});

type LinkCheck = { name: string; path: string; heading: string };

const HEADER_LINKS: LinkCheck[] = [
  { name: 'Carta', path: '/carta', heading: 'Carta' },
  { name: 'Novedades', path: '/novedades', heading: 'Novedades' },
  { name: 'Historia', path: '/historia', heading: 'Nuestra historia' },
  { name: 'Restaurantes', path: '/restaurantes', heading: 'Restaurantes' },
  { name: 'Compromiso social', path: '/social-commitment', heading: 'Compromiso social' },
];

const FOOTER_LINKS: LinkCheck[] = [
  { name: 'Calidad', path: '/calidad', heading: 'Calidad' },
  { name: 'Sostenibilidad', path: '/sostenibilidad', heading: 'Sostenibilidad' },
  { name: 'Contacto', path: '/contact', heading: 'Contacto' },
  { name: 'My Rewards', path: '/my-rewards', heading: 'My Rewards' },
  { name: 'Listado de alérgenos', path: '/alergens#alergenos', heading: 'Alérgenos y valores nutricionales' },
  {
    name: 'Valores nutricionales',
    path: '/alergens#valores-nutricionales',
    heading: 'Alérgenos y valores nutricionales',
  },
  { name: 'Aviso legal', path: '/aviso-legal', heading: 'Aviso legal' },
  { name: 'Política de privacidad', path: '/politica-de-privacidad', heading: 'Política de privacidad' },
  { name: 'Política de cookies', path: '/cookies', heading: 'Política de cookies' },
  { name: 'Condiciones generales', path: '/general-conditions', heading: 'Condiciones generales de uso y de venta' },
  { name: 'Bases legales del juego', path: '/bases-legales', heading: 'Bases legales del juego' },
  {
    name: 'Bases legales de My Rewards',
    path: '/condiciones-recompensas',
    heading: 'Condiciones legales de My Rewards',
  },
  { name: 'Declaración de accesibilidad', path: '/accesibilidad', heading: 'Declaración de accesibilidad' },
];

/** Clicks each link of a navigation in turn and checks where it leads, with axe on every page. */
async function followEach(page: Page, nav: Locator, links: LinkCheck[]) {
  for (const link of links) {
    await nav.getByRole('link', { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(link.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(link.heading);
    await expectNoAxeViolations(page, link.path);
  }
}

test.describe('header and footer', () => {
  // Each of these visits many pages and runs axe on every one of them.
  test('every header link leads to its page', async ({ page }) => {
    test.setTimeout(120_000);
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await followEach(page, nav, HEADER_LINKS);
    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL('/login');
    await page.getByRole('banner').getByRole('link', { name: 'Pide ya' }).click();
    await expect(page).toHaveURL('/login');
    await page.getByRole('link', { name: 'Pollo Crujiente, ir a la página principal' }).click();
    await expect(page).toHaveURL('/');
    await expectNoAxeViolations(page, '/');
  });

  test('every footer link leads to its page', async ({ page }) => {
    test.setTimeout(120_000);
    await visit(page, '/');
    await untilLoaded(page);
    const footer = page.getByRole('navigation', { name: 'Información y legal' });
    await followEach(page, footer, FOOTER_LINKS);
    const social = footer.getByRole('link', { name: /de Pollo Crujiente/ });
    await expect(social).toHaveCount(3);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('each page starts at the top and moves focus to its heading', async ({ page }) => {
    await visit(page, '/');
    await untilLoaded(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page
      .getByRole('navigation', { name: 'Información y legal' })
      .getByRole('link', { name: 'Aviso legal' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a logged-in customer is greeted and finds the account links', async ({ page }) => {
    await loginThroughMock(page);
    const account = page.getByRole('button', { name: new RegExp(`Hola, ${DEMO_USER.firstName}`) });
    await expect(account).toBeVisible();
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);
    await account.click();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Métodos de pago' })).toHaveAttribute(
      'href',
      'https://delivery.example.com/payment-methods',
    );
    await expect(page.getByRole('link', { name: 'Direcciones de entrega' })).toHaveAttribute(
      'href',
      'https://delivery.example.com/addresses',
    );
    await expect(page.getByRole('link', { name: 'Historial de pedidos' })).toHaveAttribute(
      'href',
      'https://delivery.example.com/orders',
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(account).toBeFocused();
    // Logged in, the menu and the order button lead to the delivery site, where a customer orders.
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link', { name: 'Carta' })).toHaveAttribute('href', 'https://delivery.example.com/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Pide ya' })).toHaveAttribute(
      'href',
      'https://delivery.example.com/addresses',
    );

    await account.click();
    await page.getByRole('link', { name: 'Datos personales' }).click();
    await expect(page).toHaveURL('/personal-data');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datos personales');
  });

  test('log out asks first, then ends the session', async ({ page }) => {
    await loginThroughMock(page);
    await page.getByRole('button', { name: /Hola, Lucía/ }).click();
    await page.getByRole('link', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL('/logout');
    await expect(page.getByText('¿Seguro que quieres cerrar la sesión?')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  });
});
