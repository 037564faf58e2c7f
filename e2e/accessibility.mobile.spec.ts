import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, expectNoAxeViolations, menuExpanded, test, visit } from './support';

/**
 * Accessibility on a phone: the menu and the app banner, which only a phone shows, pass axe open in each language
 * (the Spanish ones are checked in navigation.mobile.spec.ts and app-banner.mobile.spec.ts).
 */
const say = (lang: 'en' | 'ca', id: string) => {
  const text = (
    JSON.parse(readFileSync(join(import.meta.dirname, `../content/messages/${lang}.json`), 'utf8')) as Record<
      string,
      string
    >
  )[id];
  if (text === undefined) throw new Error(`No text ${id} in ${lang}`);
  return text;
};

for (const [stored, lang] of [
  ['en', 'en'],
  ['cat', 'ca'],
] as const) {
  test.describe(`on a phone, in ${stored}`, () => {
    test.use({ appBanner: 'new' });

    test.beforeEach(async ({ page }) => page.addInitScript((value) => localStorage.setItem('language', value), stored));

    test('the app banner and the open menu pass axe', async ({ page }) => {
      await visit(page, '/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const banner = page.getByRole('complementary', { name: say(lang, 'appBanner.label') });
      await expect(banner).toBeVisible();
      await expectNoAxeViolations(page, `app banner (${stored})`);
      await banner.getByRole('button', { name: say(lang, 'appBanner.close') }).click();
      await expect(banner).toBeHidden();

      const toggle = page.getByRole('button', { name: say(lang, 'layout.nav.open') });
      await toggle.click();
      await expect.poll(() => menuExpanded(page)).toBe(true);
      await expect(page.getByRole('navigation', { name: say(lang, 'layout.nav.label') })).toBeVisible();
      await expectNoAxeViolations(page, `open mobile menu (${stored})`);
    });
  });
}
