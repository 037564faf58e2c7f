import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { addresses, addressOf, prefixOf } from '../src/app/route-table.mjs';
import {
  DEMO_USER,
  expect,
  expectNoAxeViolations,
  loginThroughMock,
  NEW_USER,
  open,
  test,
  untilDataSettled,
  visit,
} from './support';

/**
 * Axe (WCAG 2.1 A and AA) on every address of the site, in Spanish, English and Catalan, logged out and
 * logged in, and on every dialog open. The Spanish dialogs are checked where their journeys are (menu, consent,
 * account, home…); here they are checked in the two other languages, and the ones no journey opens in all three.
 */

type Language = 'es' | 'en' | 'cat';
const LANGUAGES: Language[] = ['es', 'en', 'cat'];
const HTML_LANG: Record<Language, 'es' | 'en' | 'ca'> = { es: 'es', en: 'en', cat: 'ca' };

// Every address of the site in each language, from the route table, so a new page is checked without a change here.
const prefix = (language: Language) => prefixOf(HTML_LANG[language]);
const userRoutesIn = (language: Language) => addresses((route) => route.access === 'user', [prefix(language)]);
const allRoutesIn = (language: Language) => addresses((route) => route.access === 'all', [prefix(language)]);
const userRoutes = userRoutesIn('es');
const allRoutes = allRoutesIn('es');

// The site's texts, by message id, so the dialogs are found by their names in each language.
const catalogs = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(
      readFileSync(join(import.meta.dirname, `../content/messages/${HTML_LANG[language]}.json`), 'utf8'),
    ) as Record<string, string>,
  ]),
) as Record<Language, Record<string, string>>;
const say = (language: Language, id: string) => {
  const text = catalogs[language][id];
  if (text === undefined) throw new Error(`No text ${id} in ${language}`);
  return text;
};
const menu = JSON.parse(readFileSync(join(import.meta.dirname, '../content/fixtures/menu.json'), 'utf8')) as {
  products: { id: number; name: Record<'es' | 'en' | 'ca', string> }[];
};
const bucket = menu.products.find((product) => product.id === 1001)!;
const hasText = (id: string) => LANGUAGES.every((language) => catalogs[language][id] !== undefined);

async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((value) => localStorage.setItem('language', value), language);
}

/**
 * Opens a page and waits until it has settled: its heading, the language in place, no loading indicator left and
 * no request under way, so axe sees what a visitor reads. After the first page the next ones are reached as a link
 * inside the site reaches them (a history entry, no reload), which keeps a sweep of many pages quick.
 */
async function settle(page: Page, path: string, language: Language) {
  if (page.url() === 'about:blank') {
    await open(page, path);
  } else if (new URL(page.url()).pathname !== path) {
    await page
      .locator('h1')
      .evaluateAll((headings) => headings.forEach((heading) => heading.setAttribute('data-left', '')));
    await page.evaluate((next) => {
      history.pushState(null, '', next);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(path);
  }
  await expect(page.locator('h1:not([data-left])')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[language]);
  await untilDataSettled(page);
  await expect(page.getByRole('status').filter({ hasText: say(language, 'ui.loading') })).toHaveCount(0);
}

async function expectNoAxeViolationsOn(page: Page, paths: string[], language: Language, state: string) {
  for (const path of paths) {
    await settle(page, path, language);
    await expectNoAxeViolations(page, `${path} (${language}, ${state})`);
  }
}

test('the route list is complete', () => {
  expect(allRoutes).toEqual(expect.arrayContaining(['/', '/carta', '/restaurantes', '/aviso-legal', '/login']));
  expect(userRoutes).toEqual(expect.arrayContaining(['/personal-data', '/change-password']));
});

test('the axe check fails on a page that breaks a rule, and names the rule and the element', async ({ page }) => {
  await visit(page, '/login');
  await expectNoAxeViolations(page, 'login');
  // A text field nobody labelled: what a screen reader announces as just "edit text".
  await page.evaluate(() => {
    const field = document.createElement('input');
    field.type = 'text';
    field.id = 'unlabelled-field';
    document.querySelector('main')!.append(field);
  });
  await expect(expectNoAxeViolations(page, 'login with an unlabelled field')).rejects.toThrow(
    /label \(critical\): #unlabelled-field/,
  );
});

// A few pages per test, so each one stays well within its time on a busy machine.
const PER_TEST = 9;
const inGroups = (paths: string[]) =>
  Array.from({ length: Math.ceil(paths.length / PER_TEST) }, (_, index) =>
    paths.slice(index * PER_TEST, (index + 1) * PER_TEST),
  );

test.describe('every page passes axe', () => {
  for (const language of LANGUAGES) {
    for (const [index, paths] of inGroups(allRoutesIn(language)).entries()) {
      test(`logged out, in ${language}: ${paths[0]} to ${paths.at(-1)} (group ${index + 1})`, async ({ page }) => {
        test.setTimeout(180_000);
        await useLanguage(page, language);
        await expectNoAxeViolationsOn(page, paths, language, 'guest');
      });
    }

    test(`the not-found page, in ${language}`, async ({ page }) => {
      await useLanguage(page, language);
      await settle(page, addressOf('/esta-pagina-no-existe', prefix(language)), language);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(say(language, 'notFound.title'));
      await expectNoAxeViolations(page, `not found (${language})`);
    });

    // Every page once in Spanish with a session; in the other languages the customer pages, which only a session shows.
    for (const [index, paths] of inGroups(
      language === 'es' ? [...userRoutes, ...allRoutes] : userRoutesIn(language),
    ).entries()) {
      test(`logged in, in ${language}: ${paths[0]} to ${paths.at(-1)} (group ${index + 1})`, async ({ page }) => {
        test.setTimeout(180_000);
        await useLanguage(page, language);
        await loginThroughMock(page, DEMO_USER);
        await expectNoAxeViolationsOn(page, paths, language, 'customer');
        await expect(page.getByRole('button', { name: new RegExp(DEMO_USER.firstName) })).toBeVisible();
      });
    }
  }
});

test.describe('every dialog passes axe', () => {
  for (const language of ['en', 'cat'] as const) {
    test.describe(`in ${language}`, () => {
      test.beforeEach(async ({ page }) => useLanguage(page, language));

      test.describe('before the cookie choice', () => {
        test.use({ cookieConsent: 'undecided' });

        test('the cookie banner, the cookie settings and the cookie policy', async ({ page }) => {
          await visit(page, '/');
          const banner = page.getByRole('dialog', { name: say(language, 'consent.banner.title') });
          await expect(banner).toBeVisible();
          await expectNoAxeViolations(page, `cookie banner (${language})`);
          await banner.getByRole('button', { name: say(language, 'consent.moreInfo') }).click();
          const policy = page.getByRole('dialog', { name: say(language, 'documents.cookies.title') });
          await expect(policy.getByRole('heading', { level: 3 }).first()).toBeVisible();
          await expectNoAxeViolations(page, `cookie policy dialog (${language})`);
          await page.keyboard.press('Escape');
          await expect(policy).toBeHidden();
          await banner.getByRole('button', { name: say(language, 'consent.settings') }).click();
          const settings = page.getByRole('dialog', { name: say(language, 'consent.settings.title') });
          await expect(settings.getByRole('switch').first()).toBeVisible();
          await expectNoAxeViolations(page, `cookie settings (${language})`);
        });
      });

      test.describe('on the day of the popup', () => {
        test.use({ homePopup: 'due' });

        test('the home popup', async ({ page }) => {
          await visit(page, '/');
          const popup = page.getByRole('dialog', { name: say(language, 'home.popupTitle') });
          await expect(popup.getByRole('img').first()).toBeVisible();
          await expectNoAxeViolations(page, `home popup (${language})`);
        });
      });

      test('the product dialog and its nutrition view', async ({ page }) => {
        await visit(page, '/carta?id=1');
        const name = bucket.name[HTML_LANG[language]];
        await page.getByRole('button', { name: new RegExp(name) }).click();
        const dialog = page.getByRole('dialog', { name });
        await expect(dialog).toBeVisible();
        await expectNoAxeViolations(page, `product dialog (${language})`);
        await dialog.getByRole('button', { name: say(language, 'menu.product.nutritionLink') }).click();
        const nutrition = page.getByRole('dialog', { name: say(language, 'menu.nutrition.title') });
        await expect(nutrition.getByRole('row').first()).toBeVisible();
        await expectNoAxeViolations(page, `nutrition view (${language})`);
      });

      test('the privacy and loyalty acceptances of a new customer', async ({ page }) => {
        await loginThroughMock(page, NEW_USER);
        const privacy = page.getByRole('dialog');
        await expect(privacy).toContainText(NEW_USER.firstName);
        // The form comes with its own code, after the dialog's text: its boxes are listed once its button is there
        // (a list taken earlier is empty, and nothing gets ticked).
        const accept = privacy.getByRole('button', { name: say(language, 'account.privacy.accept'), exact: true });
        await expect(accept).toBeVisible();
        await expectNoAxeViolations(page, `privacy popup (${language})`);
        const boxes = privacy.getByRole('checkbox');
        for (const box of await boxes.all()) await box.check();
        await accept.click();
        const loyalty = page.getByRole('dialog', { name: say(language, 'account.loyalty.title') });
        await expect(loyalty).toBeVisible();
        await expectNoAxeViolations(page, `loyalty changes popup (${language})`);
      });

      test('the account menu and the delete-account confirmation', async ({ page }) => {
        await loginThroughMock(page, DEMO_USER, '/personal-data');
        await page.getByRole('button', { name: new RegExp(DEMO_USER.firstName) }).click();
        await expect(page.getByRole('link', { name: say(language, 'layout.account.logout') })).toBeVisible();
        await expectNoAxeViolations(page, `account menu (${language})`);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: say(language, 'account.delete.button') }).click();
        const confirm = page.getByRole('dialog', { name: say(language, 'account.delete.title') });
        await expect(confirm).toBeVisible();
        await expectNoAxeViolations(page, `delete account dialog (${language})`);
      });

      test('a document opened from a form’s checkbox label', async ({ page }) => {
        await visit(page, '/register');
        await page.getByRole('main').locator('button[aria-haspopup="dialog"]').first().click();
        const document = page.getByRole('dialog');
        await expect(document.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await expectNoAxeViolations(page, `document dialog on /register (${language})`);
      });
    });
  }
});

/*
 * The contact hub's information popups, the contact forms' thanks, and My Rewards' codes: their pages are being
 * built. The checks are written against what those pages will show, and wait for the buttons that open them.
 */
test.describe('the contact and My Rewards dialogs pass axe', () => {
  for (const language of LANGUAGES) {
    test(`the contact hub's information popups, in ${language}`, async ({ page }) => {
      test.skip(!hasText('contact.moreInfo.about'), 'The contact hub has no information popups yet');
      await useLanguage(page, language);
      await loginThroughMock(page, DEMO_USER);
      await settle(page, addressOf('/contact', prefix(language)), language);
      const more = page.getByRole('main').locator('button[aria-haspopup="dialog"]');
      // Listed once they are drawn: a list taken earlier could be empty and check nothing.
      await expect(more.first()).toBeVisible();
      for (const button of await more.all()) {
        await button.click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await expectNoAxeViolations(page, `contact information popup (${language})`);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(button).toBeFocused();
      }
    });

    test(`the codes of My Rewards, in ${language}`, async ({ page }) => {
      test.skip(!hasText('rewards.codes.button'), 'My Rewards has no codes popup yet');
      await useLanguage(page, language);
      await loginThroughMock(page, DEMO_USER);
      await open(page, '/my-rewards');
      const codes = page.getByRole('button', { name: say(language, 'rewards.codes.button') });
      await codes.click();
      const dialog = page.getByRole('dialog', { name: say(language, 'rewards.codes.title') });
      await expect(dialog.getByRole('listitem').first()).toBeVisible();
      await expectNoAxeViolations(page, `codes popup (${language})`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(codes).toBeFocused();
    });
  }
});
