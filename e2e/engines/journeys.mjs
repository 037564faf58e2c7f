// @ts-check
/**
 * The site's journeys in WebKit and Firefox, the engines of the iPhone's Safari and of Firefox, beside the Chromium
 * suite (e2e/*.spec.ts, Playwright), which covers behaviour in depth. These keep to what differs between engines: that
 * every pre-rendered page starts in each language, and that the cookie banner, the menu and its product dialog, the
 * language switcher, the login and the hand-off to the delivery site, My Rewards' codes and a restaurant's map work.
 * Every journey fails on an error the page reports (an uncaught error, an unhandled rejection, a console error, React's
 * own, such as a pre-rendered page it could not take over).
 *
 * Run by `npm run test:engines` (scripts/test/engines.mjs), in the engine $ENGINE names; the harness and the tab are in
 * scripts/test/engines/.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addresses, isPrerendered, languageOfAddress } from '../../src/app/route-table.mjs';
import { provincePath, restaurantPath, restaurantSlugs } from '../../src/domain/restaurant-address.mjs';
import { journey, ORIGIN, serveWithChangedPage } from '../../scripts/test/engines/harness.mjs';
import { css, role } from '../../scripts/test/engines/tab.mjs';

/** @type {(file: string) => any} */
const fixture = (file) => JSON.parse(readFileSync(join(import.meta.dirname, '../../content/fixtures', file), 'utf8'));
const MENU = fixture('menu.json');
const RESTAURANTS = fixture('restaurants.json').restaurants;
const DEMO_USER = fixture('users.json').users.find(
  (/** @type {{ email: string }} */ user) => user.email === 'demo@pollocrujiente.example',
);
const DELIVERY = 'https://delivery.example.com';

/** A restaurant's page and a province's stand for all of them, as in e2e/first-visit.spec.ts. */
const RESTAURANT = restaurantPath(restaurantSlugs(RESTAURANTS).values().next().value ?? '');
const PROVINCE = provincePath('madrid');

const banner = role('dialog', 'Tu privacidad, tus cookies');
/** What the site's consent cookies hold. */
const consentCookies = /** @param {import('../../scripts/test/engines/tab.mjs').Tab} tab */ (tab) =>
  tab.run(() =>
    Object.fromEntries(
      document.cookie
        .split('; ')
        .map((pair) => pair.split('='))
        .filter(([name]) => name?.startsWith('cookie_')),
    ),
  );

/**
 * Opens `path` of the site as e2e/support.ts starts a journey: today's home popup seen and the phone's app banner
 * closed, which would cover what the journey looks at, and unless the journey is about it, the cookie choice made
 * (technical cookies only).
 * @param {import('../../scripts/test/engines/tab.mjs').Tab} tab
 * @param {string} path
 * @param {{ cookieChoice?: boolean }} [options]
 */
async function start(tab, path, { cookieChoice = true } = {}) {
  // A file of the site that starts nothing, to write the site's cookies and storage from.
  await tab.open('/robots.txt');
  await tab.run((/** @type {boolean} */ decided) => {
    if (decided)
      for (const pair of ['cookie_functionality=true', 'cookie_analytics=false', 'cookie_third_party=false'])
        document.cookie = `${pair}; path=/; max-age=86400`;
    const now = new Date();
    const pad = (/** @type {number} */ value) => String(value).padStart(2, '0');
    localStorage.setItem('popupShownOn', `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`);
    localStorage.setItem('appBanner', JSON.stringify({ closedAt: now.getTime() }));
  }, cookieChoice);
  await tab.open(path);
}

journey(
  'every pre-rendered page starts in its language, in Spanish, English and Catalan, without an error',
  async (tab) => {
    // Language by language: opening an English or Catalan address chooses that language, and a Spanish address
    // opened afterwards sends the visitor on to theirs.
    const pages = [
      ...addresses(isPrerendered, ['']),
      RESTAURANT,
      PROVINCE,
      ...addresses(isPrerendered, ['/en']),
      ...addresses(isPrerendered, ['/ca']),
    ];
    assert.ok(pages.length > 60, `${pages.length} pages`);
    for (const address of pages) {
      // Each page is checked for errors as the next one opens, and the last as the journey ends.
      await tab.open(address);
      const lang = languageOfAddress(address).locale;
      assert.equal(await tab.attribute(css('html'), 'lang'), lang, `${address} is in ${lang}`);
      assert.ok((await tab.count(css('h1'))) > 0, `${address} shows its heading`);
    }
  },
  { timeout: 600_000 },
);

journey('the cookie banner, accepted, goes and stays gone on the next page', async (tab) => {
  await start(tab, '/', { cookieChoice: false });
  await tab.see(banner);
  await tab.click(role('button', 'Aceptar todas', { within: banner }));
  await tab.gone(banner);
  assert.deepEqual(await consentCookies(tab), {
    cookie_functionality: 'true',
    cookie_analytics: 'true',
    cookie_third_party: 'false',
  });
  await tab.click(role('link', 'Restaurantes', { within: role('navigation', 'Principal') }));
  await tab.expect(() => tab.path(), '/restaurantes', 'the address');
  await tab.settled();
  assert.equal(await tab.count(banner), 0);
  await tab.open('/novedades');
  await tab.see(role('heading', 'Novedades'));
  assert.equal(await tab.count(banner), 0, 'the banner on the next page');
});

journey('the cookie banner, rejected, goes and stays gone on the next page', async (tab) => {
  await start(tab, '/carta', { cookieChoice: false });
  await tab.click(role('button', 'Rechazar todas', { within: banner }));
  await tab.gone(banner);
  assert.deepEqual(await consentCookies(tab), {
    cookie_functionality: 'true',
    cookie_analytics: 'false',
    cookie_third_party: 'false',
  });
  await tab.open('/aviso-legal');
  await tab.see(role('heading', 'Aviso legal'));
  assert.equal(await tab.count(banner), 0, 'the banner on the next page');
  assert.deepEqual(await tab.run(() => /** @type {any} */ (window).dataLayer ?? []), [], 'no analytics');
});

journey('a menu category, then a product with its nutrition, in the product dialog', async (tab) => {
  await start(tab, '/carta');
  const picker = role('navigation', 'Categorías');
  await tab.expect(() => tab.count(role('link', undefined, { within: picker })), MENU.categories.length, 'categories');
  const sauces = MENU.categories.find((/** @type {{ id: number }} */ category) => category.id === 8);
  await tab.click(role('link', sauces.name.es, { within: picker }));
  await tab.expect(() => tab.path(), '/carta?id=8', 'the address');
  const heading = css('h2', { name: sauces.name.es });
  await tab.until(
    (/** @type {import('../../scripts/test/engines/tab.mjs').Query} */ query) => {
      const box = [...document.querySelectorAll(query.css)]
        .find((element) => element.textContent?.trim() === query.name)
        ?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight;
    },
    `the heading "${sauces.name.es}" scrolled into view`,
    heading,
  );

  await tab.open('/carta?id=1');
  const bucket = MENU.products.find((/** @type {{ id: number }} */ product) => product.id === 1001);
  await tab.click(role('button', bucket.name.es, { within: role('main') }));
  const dialog = role('dialog', bucket.name.es);
  await tab.see(dialog);
  await tab.expect(() => tab.attribute(role('link', 'Pide ya', { within: dialog }), 'href'), '/login', 'Pide ya');
  await tab.click(role('button', 'Información nutricional y alérgenos', { within: dialog }));
  const nutrition = role('dialog', 'Información nutricional');
  // Decimals written by the site itself, the same in every engine.
  for (const [row, value] of [
    ['Peso', '1120 g'],
    ['azúcares', '2,4 g'],
    ['Grasas trans', '1,2 g'],
  ]) {
    const text = () => tab.text(css('tr', { name: row, within: nutrition }));
    await tab.expect(async () => (await text())?.includes(value), true, `${row} shows ${value}`);
  }
  await tab.expect(
    () => tab.count(role('listitem', undefined, { within: nutrition })),
    bucket.allergens.length,
    'allergens',
  );
  await tab.click(role('button', 'Volver al producto', { within: nutrition }));
  await tab.see(dialog);
  await tab.press('Escape');
  await tab.gone(role('dialog'));
});

journey('the language switcher takes the page to English and back, keeping its query', async (tab) => {
  await start(tab, '/carta?id=2');
  const switcher = role('group', 'Idioma');
  await tab.expect(
    () => tab.attribute(role('link', 'English', { within: switcher }), 'href'),
    '/en/carta?id=2',
    'the English link',
  );
  await tab.click(role('link', 'English', { within: switcher }));
  await tab.expect(() => tab.path(), '/en/carta?id=2', 'the address');
  await tab.expect(() => tab.attribute(css('html'), 'lang'), 'en', 'the language');
  await tab.expect(() => tab.text(css('h1')), 'Menu', 'the heading');
  await tab.settled();
  await tab.click(role('link', 'Español', { within: role('group', 'Language') }));
  await tab.expect(() => tab.path(), '/carta?id=2', 'the address');
  await tab.expect(() => tab.attribute(css('html'), 'lang'), 'es', 'the language');
  await tab.expect(() => tab.text(css('h1')), 'Carta', 'the heading');
  assert.equal(await tab.run(() => localStorage.getItem('language')), 'es');
});

journey('a customer logs in and is handed off to the delivery site, and the order button leads there', async (tab) => {
  await start(tab, '/login');
  await tab.fill(role('textbox', 'Correo electrónico'), DEMO_USER.email);
  await tab.fill(css('input[type="password"]'), DEMO_USER.password);
  await tab.expectNoPageErrors();
  await tab.click(role('button', 'Iniciar sesión', { exact: true }));
  // The delivery site is another site, which this machine cannot reach: the address the browser went to is enough.
  await tab.expect(() => tab.url(), `${DELIVERY}/`, 'the delivery site');

  await tab.open('/');
  await tab.see(role('button', `Hola, ${DEMO_USER.firstName}`));
  const order = role('link', 'Pide ya', { within: role('banner') });
  await tab.expect(() => tab.attribute(order, 'href'), `${DELIVERY}/addresses`, 'the order button');
  await tab.expectNoPageErrors();
  await tab.click(order);
  await tab.expect(() => tab.url(), `${DELIVERY}/addresses`, 'the delivery site');
});

/** The Spanish words for a calendar day, as the page must write an end date. */
const spanishDay = (/** @type {string} */ isoDate) =>
  new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );

journey('My Rewards shows the stars and the codes, each with its QR code', async (tab) => {
  await start(tab, '/');
  // Logged in through the mock API, as e2e/support.ts does in a tab the site has started in.
  await tab.run(
    (/** @type {string} */ email, /** @type {string} */ password) => {
      const api = /** @type {any} */ (window).__mockApi;
      const session = api.login(email, password);
      localStorage.setItem('session', JSON.stringify(session));
      api.openDeliverySession(session.token, session.id);
    },
    DEMO_USER.email,
    DEMO_USER.password,
  );
  await tab.open('/my-rewards');
  const stars = role('region', 'Tus estrellas');
  await tab.expect(
    async () => (await tab.text(stars))?.includes(`Tienes ${DEMO_USER.lifetime_points % 9} estrellas de 9`),
    true,
    'the stars',
  );
  await tab.click(role('button', 'Mis códigos'));
  const dialog = role('dialog', 'Mis códigos');
  await tab.see(dialog);
  const vouchers = /** @type {{ code: string, end_datetime: string }[]} */ (DEMO_USER.vouchers);
  assert.ok(vouchers.length > 0);
  await tab.expect(() => tab.count(role('listitem', undefined, { within: dialog })), vouchers.length, 'codes');
  for (const voucher of vouchers) {
    const item = role('listitem', voucher.code, { within: dialog });
    await tab.expect(
      async () => (await tab.text(item))?.includes(`Válido hasta el ${spanishDay(voucher.end_datetime)}`),
      true,
      `${voucher.code}'s end date`,
    );
    await tab.see(role('img', `Código QR del código ${voucher.code}`, { within: item }));
  }
  await tab.press('Escape');
  await tab.gone(dialog);
});

journey('a restaurant’s page draws its map', async (tab) => {
  await start(tab, RESTAURANT);
  await tab.see(css('.ol-viewport'));
  await tab.until(
    () => [...document.querySelectorAll('.ol-viewport canvas')].some((canvas) => canvas.clientWidth > 0),
    'the map draws',
  );
});

journey('the check fails on a page that reports an error, and names each', async (tab) => {
  await start(tab, '/aviso-legal');
  await tab.run(() => {
    setTimeout(() => {
      throw new Error('thrown in the page');
    }, 0);
    void Promise.reject(new Error('rejected in the page'));
    console.error('written to the console');
  });
  await tab.until(() => /** @type {any} */ (window).__pageErrors?.length === 3, 'three errors kept');
  await assert.rejects(tab.expectNoPageErrors(), (error) => {
    assert.ok(error instanceof assert.AssertionError);
    assert.match(error.message, /reported 3 errors/);
    assert.match(error.message, /error: Error: thrown in the page/);
    assert.match(error.message, /unhandledrejection: Error: rejected in the page/);
    assert.match(error.message, /console\.error: written to the console/);
    return true;
  });
  // Seen: the journey ends clean.
  await tab.run(() => /** @type {any} */ (window).__pageErrors.splice(0));
});

journey('the check fails on a pre-rendered page React cannot take over (#418)', async (tab) => {
  // The legal notice as a build would serve it had its HTML and its code gone out of step.
  const changed = await serveWithChangedPage(ORIGIN, '/aviso-legal', (html) => {
    assert.ok(html.includes('>Aviso legal</h1>'));
    return html.replace('>Aviso legal</h1>', '>Aviso ilegal</h1>');
  });
  try {
    await tab.open(`${changed.origin}/aviso-legal`);
    // React threw the page's HTML away and drew it again.
    await tab.expect(() => tab.text(css('h1')), 'Aviso legal', 'the heading drawn again');
    await assert.rejects(tab.expectNoPageErrors(), /error: Error: Minified React error #418/);
    await tab.run(() => /** @type {any} */ (window).__pageErrors.splice(0));
  } finally {
    await changed.close();
  }
});
