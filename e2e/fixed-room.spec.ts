import { expect, expectNoAxeViolations, rejectCookiesByKeyboard, reload, tabThroughPage, test, visit } from './support';

/**
 * On a wide screen the header stays at the top and the cookie button floats at the bottom left: focus stays clear of
 * both. At 1280 px the header has its two rows; at 1024 px its tools wrap to a third row (157 px measured, not the
 * 116 px of two), which only a measured height keeps focus clear of.
 */
for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
]) {
  test.describe(`on a ${viewport.width}×${viewport.height} screen, a first visit with the keyboard alone`, () => {
    // The cookie question comes first on a first visit; the visitor answers it, and the cookie button stays.
    test.use({ cookieConsent: 'undecided', viewport });

    test('tabbing down a long document and back up never leaves focus under the header or the cookie button', async ({
      page,
    }) => {
      await visit(page, '/general-conditions');
      await rejectCookiesByKeyboard(page);

      await reload(page);
      const { problems, stops } = await tabThroughPage(page);
      expect(problems).toEqual([]);
      expect(stops).toBeGreaterThan(30);
      await expectNoAxeViolations(page, `end of the keyboard journey at ${viewport.width}×${viewport.height}`);
    });
  });
}
