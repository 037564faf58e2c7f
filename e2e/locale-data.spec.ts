import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addresses, ROUTES } from '../src/app/route-table.mjs';
import { provincePath, restaurantPath, restaurantSlugs } from '../src/domain/restaurant-address.mjs';
import { expect, open, test } from './support';

/**
 * A pre-rendered page is written by the build machine's ICU and taken over by the visitor's browser, whose locale data
 * may write the same date, time, list or number otherwise; its clock may be in any time zone. Here the browser's
 * `Intl` differs from the build's in all of these, as an older ICU or another engine's does, and its clock is 14 hours
 * ahead of UTC: every pre-rendered page, in each language, must still start as it was built. Every journey fails on
 * a hydration error (React throwing the page away to draw it again) and on any console error (e2e/support.ts).
 */
const LANGUAGES = ['', '/en', '/ca'];
const restaurants = JSON.parse(
  readFileSync(join(import.meta.dirname, '../content/fixtures/restaurants.json'), 'utf8'),
) as { restaurants: { id: number; name: string; city: string }[] };
const restaurant = restaurantPath(restaurantSlugs(restaurants.restaurants).values().next().value!);
const prerendered = ROUTES.filter((route) => route.prerender).map((route) => route.path);
/** Every pre-rendered page of a language, a restaurant's and a province's among them. */
const pagesIn = (prefix: string) => [
  ...addresses((route) => prerendered.includes(route.path), [prefix]),
  `${prefix}${restaurant}`,
  `${prefix}${provincePath('madrid')}`,
];

/** What this browser's locale data writes otherwise than the build's. */
function otherLocaleData() {
  const alter = (text: string) =>
    text
      .replace(/\bdel\b/g, 'de')
      .replace(/[\u202f\u00a0]/g, ' ')
      .replace(/:/g, '.');
  const swap = (text: string) => text.replace(/[.,]/g, (mark) => (mark === '.' ? ',' : '.'));
  const { DateTimeFormat, NumberFormat, ListFormat } = Intl;
  class OtherDateTimeFormat extends DateTimeFormat {
    override format(date?: Date | number) {
      return alter(super.format(date));
    }
    override formatToParts(date?: Date | number) {
      return super.formatToParts(date).map((part) => ({ ...part, value: alter(part.value) }));
    }
  }
  class OtherNumberFormat extends NumberFormat {
    override format(value: Parameters<Intl.NumberFormat['format']>[0]) {
      return swap(super.format(value));
    }
    override formatToParts(value?: Parameters<Intl.NumberFormat['format']>[0]) {
      return super.formatToParts(value as number).map((part) => ({ ...part, value: swap(part.value) }));
    }
  }
  class OtherListFormat extends ListFormat {
    override format(list: Iterable<string>) {
      return [...list].join(' & ');
    }
  }
  Object.assign(Intl, {
    DateTimeFormat: OtherDateTimeFormat,
    NumberFormat: OtherNumberFormat,
    ListFormat: OtherListFormat,
  });
}

test.use({ timezoneId: 'Pacific/Kiritimati' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(otherLocaleData);
});

test('the browser here writes dates, times, lists and numbers otherwise than the build machine', async ({ page }) => {
  await open(page, '/aviso-legal');
  // The same calls, made by the build machine and by the browser.
  const written = (at: number) => ({
    date: new Intl.DateTimeFormat('ca', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at),
    time: new Intl.DateTimeFormat('es', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(at),
    list: new Intl.ListFormat('es').format(['a', 'b', 'c']),
    number: new Intl.NumberFormat('en').format(1234.5),
    zone: new Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  const at = Date.UTC(2023, 3, 10, 21, 30);
  const here = written(at);
  const browser = await page.evaluate(written, at);
  for (const key of Object.keys(here) as (keyof typeof here)[]) expect(browser[key], key).not.toBe(here[key]);
});

// A language's pages one after the other in one tab, as a visitor goes from page to page: a fresh tab for each page
// took twice as long, most of it the tab's and the site's start rather than the page's.
for (const prefix of LANGUAGES)
  test(`every pre-rendered page ${prefix === '' ? 'in Spanish' : `under ${prefix}`} starts as it was built`, async ({
    page,
  }) => {
    const paths = pagesIn(prefix);
    // Each page its own time, as when each had a journey of its own.
    test.setTimeout(paths.length * 20_000);
    // An error any page reports fails the journey, named by its page (e2e/support.ts).
    for (const path of paths) {
      const response = await open(page, path);
      expect.soft(response?.status(), path).toBe(200);
      expect.soft(await response?.text(), `${path} is pre-rendered`).toContain('data-prerendered="');
      await expect.soft(page.locator('html'), `${path} has started`).toHaveAttribute('data-ready', '');
    }
  });
