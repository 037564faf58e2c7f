// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assertNoPageErrors, type Driver, Tab } from '../../../../scripts/test/engines/tab.mjs';

/** A tab whose page answers every script with `pageErrors`, and which records where it was taken. */
function tabWith(pageErrors: unknown) {
  const visited: string[] = [];
  const driver = {
    navigate: async (url: string) => void visited.push(url),
    run: async () => pageErrors,
    url: async () => 'http://127.0.0.1:4179/carta',
  } as unknown as Driver;
  return { tab: new Tab(driver, 'http://127.0.0.1:4179'), visited };
}

describe('the check of the errors a page reported', () => {
  it('passes on a page that kept none', () => {
    expect(() => assertNoPageErrors([], '/carta')).not.toThrow();
  });

  it('fails on a page that kept one, naming each', () => {
    const errors = [
      { kind: 'error', message: 'Error: Minified React error #418; visit https://react.dev/errors/418' },
      { kind: 'console.error', message: 'the menu could not be drawn' },
    ];
    expect(() => assertNoPageErrors(errors, '/carta')).toThrow(
      [
        '/carta reported 2 errors:',
        '  error: Error: Minified React error #418; visit https://react.dev/errors/418',
        '  console.error: the menu could not be drawn',
      ].join('\n'),
    );
  });

  it('fails on a page of the site that keeps no list: a build without the embedded mock API shows nothing', () => {
    expect(() => assertNoPageErrors(undefined, '/carta')).toThrow(/keeps no list of its errors/);
  });

  it('is what a journey runs on the page it ends on and on each page it leaves', async () => {
    const failing = tabWith([{ kind: 'unhandledrejection', message: 'Error: no connection' }]);
    await expect(failing.tab.expectNoPageErrors()).rejects.toThrow(
      'http://127.0.0.1:4179/carta reported 1 error:\n  unhandledrejection: Error: no connection',
    );
    await expect(failing.tab.open('/novedades')).rejects.toThrow(/reported 1 error/);
    expect(failing.visited, 'the next page is not opened').toEqual([]);

    const clean = tabWith([]);
    await expect(clean.tab.expectNoPageErrors()).resolves.toBeUndefined();
    // A page outside the site (the delivery site's, an unreachable address) keeps nothing and is not judged.
    await expect(tabWith(null).tab.expectNoPageErrors()).resolves.toBeUndefined();
  });
});
