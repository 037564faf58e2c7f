import type * as ReactRouter from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

const matched = vi.hoisted(() => ({ calls: [] as string[] }));
vi.mock('react-router', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactRouter>();
  return {
    ...actual,
    matchRoutes: (...args: Parameters<typeof actual.matchRoutes>) => {
      matched.calls.push(String(args[1]));
      return actual.matchRoutes(...args);
    },
  };
});

const { routeEntryAt } = await import('../../src/app/pages');
const { routeHandleAt } = await import('../../src/app/route-handles');
const { tableFor } = await import('../../src/app/router');
const { REDIRECTS, ROUTES } = await import('../../src/app/routes');

afterEach(() => {
  matched.calls = [];
});

describe('routeEntryAt', () => {
  it("finds every route of the table at its own path, without ranking the table's routes", () => {
    expect(ROUTES.length).toBeGreaterThan(20);
    for (const entry of ROUTES) expect(routeEntryAt(entry.path)).toBe(entry);
    expect(matched.calls).toEqual([]);
  });

  it('matches any other spelling of an address the way the router does, once per address', () => {
    const menu = ROUTES.find((entry) => entry.path === '/carta');
    expect(routeEntryAt('/carta/')).toBe(menu);
    expect(routeEntryAt('/CARTA')).toBe(menu);
    expect(routeEntryAt('/carta/')).toBe(menu);
    expect(matched.calls).toEqual(['/carta/', '/CARTA']);
  });

  it('finds nothing at an unknown address', () => {
    expect(routeEntryAt('/no-such-page')).toBeUndefined();
    expect(routeEntryAt('/carta/extra')).toBeUndefined();
  });
});

describe('the match of an address', () => {
  it('is found once and shared by the page loader, the layout and the router', () => {
    const menu = ROUTES.find((entry) => entry.path === '/carta')!;
    expect(routeEntryAt('/Carta/')).toBe(menu);
    expect(routeHandleAt('/Carta/')).toEqual({ title: menu.title, screen: menu.screen, access: menu.access });
    expect(tableFor('/Carta/')[0]!.children![0]!.path).toBe('/carta');
    expect(matched.calls).toEqual(['/Carta/']);
  });

  it('knows an old address and an unknown one as such', () => {
    const [from] = Object.keys(REDIRECTS);
    expect(routeEntryAt(from!)).toBeUndefined();
    expect(routeHandleAt(from!)).toBeUndefined();
    expect(tableFor(from!)[0]!.children![0]!.path).toBe(from);
    expect(routeHandleAt('/carta/extra')?.screen).toBe('not_found');
    expect(tableFor('/carta/extra')[0]!.children![0]!.path).toBe('*');
  });
});
