import { expect, expectNoAxeViolations, menuExpanded, test, visit } from './support';

test('on a phone the menu opens from its button and closes after choosing a page', async ({ page }) => {
  await visit(page, '/');
  const toggle = page.getByRole('button', { name: 'Menú' });
  await expect(toggle).not.toHaveAttribute('aria-expanded');
  await expect.poll(() => menuExpanded(page)).toBe(false);
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();
  await toggle.click();
  await expect.poll(() => menuExpanded(page)).toBe(true);
  await expectNoAxeViolations(page, 'open mobile menu');
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Restaurantes' }).click();
  await expect(page).toHaveURL('/restaurantes');
  await expect.poll(() => menuExpanded(page)).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurantes');
});
