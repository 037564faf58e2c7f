import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeHandleAt } from '../../src/app/route-handles';
import { SITE, tableFor } from '../../src/app/router';
import { REDIRECTS, ROUTES } from '../../src/app/routes';

const leaf = (table: Parameters<typeof matchRoutes>[0], pathname: string) => matchRoutes(table, pathname)?.at(-1);

describe('the table an address is drawn with', () => {
  const addresses = [
    ...ROUTES.map((route) => route.path),
    ...Object.keys(REDIRECTS),
    '/no-existe',
    '/carta/',
    '/Carta',
    '/aviso-legal/otra',
    '/my%2Drewards',
  ];

  it.each(addresses)('matches %s as the whole table does', (pathname) => {
    const whole = leaf(SITE, pathname);
    const own = leaf(tableFor(pathname), pathname);
    expect(own?.route).toBe(whole?.route);
    expect(own?.pathname).toBe(whole?.pathname);
    expect(own?.params).toEqual(whole?.params);
    // The layout stays the same element, so moving between addresses keeps it mounted.
    expect(matchRoutes(tableFor(pathname), pathname)?.[0]?.route.element).toBe(SITE[0]!.element);
  });

  it('is made once per route, whichever spelling of its address', () => {
    expect(tableFor('/carta')).toBe(tableFor('/carta'));
    expect(tableFor('/carta/')).toBe(tableFor('/carta'));
    expect(tableFor('/no-existe')).toBe(tableFor('/otra/que/tampoco'));
    expect(tableFor('/carta')).not.toBe(tableFor('/login'));
    expect(tableFor('/carta')[0]!.children).toHaveLength(1);
  });
});

describe('the handle of an address', () => {
  it("is its route's, none for an old address, the not-found page's for an unknown one, the same when asked again", () => {
    const carta = ROUTES.find((route) => route.path === '/carta')!;
    expect(routeHandleAt('/carta')).toEqual({ title: carta.title, screen: carta.screen, access: carta.access });
    expect(routeHandleAt('/carta/')).toBe(routeHandleAt('/carta'));
    expect(routeHandleAt(Object.keys(REDIRECTS)[0]!)).toBeUndefined();
    expect(routeHandleAt('/no-existe')?.screen).toBe('not_found');
    expect(routeHandleAt('/personal-data')?.access).toBe('user');
  });
});
