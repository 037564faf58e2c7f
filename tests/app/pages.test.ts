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
const { ROUTES } = await import('../../src/app/routes');

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
