import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  expect,
  expectNoAxeViolations,
  rejectCookiesByKeyboard,
  reload,
  scrollToMiddle,
  tabThroughPage,
  test,
  visit,
  whatHides,
} from './support';

const say = (lang: 'es' | 'en', id: string) => {
  const text = (
    JSON.parse(readFileSync(join(import.meta.dirname, `../content/messages/${lang}.json`), 'utf8')) as Record<
      string,
      string
    >
  )[id];
  if (text === undefined) throw new Error(`No text ${id} in ${lang}`);
  return text;
};

/**
 * On a phone the app banner is fixed at the bottom of the screen and the cookie button floats above it at the bottom
 * left: the page leaves room at its end for both, so its last lines can be scrolled into view, and focus stops short
 * of them and of the sticky header.
 */
test.describe('on a phone with the app banner showing', () => {
  test.use({ appBanner: 'new' });

  // The Pixel 7's screen, and a 360×740 one (a smaller Android phone), where the app banner's text wraps to more lines
  // and lifts the cookie button onto the social links; in English the copyright takes one line instead of two.
  const cases: { path: string; lang: 'es' | 'en'; viewport?: { width: number; height: number } }[] = [
    { path: '/aviso-legal', lang: 'es' },
    { path: '/carta', lang: 'es' },
    { path: '/aviso-legal', lang: 'es', viewport: { width: 360, height: 740 } },
    { path: '/aviso-legal', lang: 'en', viewport: { width: 360, height: 740 } },
  ];
  for (const { path, lang, viewport } of cases) {
    const where = `${path} in ${lang}${viewport ? ` at ${viewport.width}×${viewport.height}` : ''}`;

    test(`the end of ${where} can be read and used above the app banner and the cookie button`, async ({ page }) => {
      if (viewport) await page.setViewportSize(viewport);
      if (lang !== 'es') await page.addInitScript((value) => localStorage.setItem('language', value), lang);
      await visit(page, path);
      const banner = page.getByRole('complementary', { name: say(lang, 'appBanner.label') });
      await expect(banner).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footer = page.getByRole('contentinfo');
      const copyright = footer.getByText(/©/);
      await expect(copyright).toBeInViewport();
      const links = await footer.getByRole('link').all();
      expect(links.length).toBeGreaterThan(10);
      const hidden: string[] = [];
      for (const target of [copyright, ...links]) {
        await scrollToMiddle(target);
        hidden.push(...(await whatHides(target)));
      }
      expect(hidden).toEqual([]);
      await expectNoAxeViolations(page, `end of ${where} with the app banner`);
    });
  }
});

test.describe('on a phone, a first visit with the keyboard alone', () => {
  // The cookie question comes first on a first visit, as it does for every visitor; the visitor answers it (with the
  // keyboard), and only then the app banner shows and the cookie button takes its place above it.
  test.use({ appBanner: 'new', cookieConsent: 'undecided' });

  test('tabbing down a long document and back up never leaves focus under the header, the app banner or the cookie button', async ({
    page,
  }) => {
    await visit(page, '/general-conditions');
    await expectNoAxeViolations(page, 'cookie banner on a phone');
    await rejectCookiesByKeyboard(page);
    await expect(page.getByRole('complementary', { name: 'Nuestra app' })).toBeVisible();

    // The next page view starts at the top, with the choice made and the app banner still there.
    await reload(page);
    await expect(page.getByRole('complementary', { name: 'Nuestra app' })).toBeVisible();
    const { problems, stops } = await tabThroughPage(page);
    expect(problems).toEqual([]);
    expect(stops).toBeGreaterThan(30);
    await expectNoAxeViolations(page, 'end of the keyboard journey on a phone');
  });
});
