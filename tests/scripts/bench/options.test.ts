// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Fatal } from '../../../scripts/bench/lifecycle.mjs';
import { CHAIN_ROUTES, MAIN_ROUTES, parseOptions, siteRoutes } from '../../../scripts/bench/options.mjs';

const site = { public: ['/', '/carta', '/carta?id=2', '/login'], customer: ['/perfil', '/pedidos'] };

describe('the benchmark’s options', () => {
  it('measure every route with Lighthouse, 3 runs, against the API server on 4399 unless told', () => {
    expect(parseOptions([], site)).toEqual({
      build: true,
      lighthouse: true,
      floor: true,
      flows: 'all',
      api: 'server',
      routes: ['/', '/carta', '/carta?id=2', '/login', '/perfil', '/pedidos'],
      customerRoutes: ['/perfil', '/pedidos'],
      runs: 3,
      cpuSlowdown: 'auto',
      port: 4399,
      chain: 1000,
      write: false,
    });
  });

  it('replace the figures of docs/quality.md only when told with --write', () => {
    expect(parseOptions(['--write'], site)).toMatchObject({ write: true });
  });

  it('read the routes, runs, port, API, slowdown and the steps to skip', () => {
    const options = parseOptions(
      [
        '--routes',
        '/, login ,perfil',
        '--runs',
        '1',
        '--no-build',
        '--no-lighthouse',
        '--port',
        '4305',
        '--api',
        'mock',
        '--cpu-slowdown',
        '2.5',
      ],
      site,
    );
    expect(options).toEqual({
      build: false,
      lighthouse: false,
      floor: false,
      flows: false,
      api: 'mock',
      routes: ['/', '/login', '/perfil'],
      customerRoutes: ['/perfil'],
      runs: 1,
      cpuSlowdown: 2.5,
      port: 4305,
      chain: 1000,
      write: false,
    });
  });

  it('measure the floor and every interaction with Lighthouse, or the ones named, and skip either when told', () => {
    expect(parseOptions(['--flows', 'login, language'], site)).toMatchObject({
      floor: true,
      flows: ['login', 'language'],
    });
    expect(parseOptions(['--no-floor'], site)).toMatchObject({ lighthouse: true, floor: false, flows: 'all' });
    expect(parseOptions(['--no-flows'], site)).toMatchObject({ lighthouse: true, floor: true, flows: false });
    // Both are Lighthouse's measurements: without it, neither.
    expect(parseOptions(['--no-lighthouse', '--flows', 'login'], site)).toMatchObject({
      lighthouse: false,
      floor: false,
      flows: false,
    });
  });

  it('build the second site at the chain’s size asked, or none with --chain 0 or --no-chain', () => {
    expect(parseOptions(['--chain', '250'], site)).toMatchObject({ chain: 250 });
    expect(parseOptions(['--chain', '0'], site)).toMatchObject({ chain: 0 });
    expect(parseOptions(['--no-chain'], site)).toMatchObject({ chain: 0 });
    expect(parseOptions(['--no-chain', '--chain', '500'], site)).toMatchObject({ chain: 0 });
    expect(() => parseOptions(['--chain', 'many'], site)).toThrow(
      new Fatal('--chain must be a number of restaurants, or 0 for none, not many'),
    );
    expect(() => parseOptions(['--chain=-5'], site)).toThrow(Fatal);
    // Its preview and API take the three ports after the first site's API.
    expect(() => parseOptions(['--port', '65531'], site)).toThrow(
      new Fatal(
        "--port 65531 leaves no room for the chain's site and API on the next three ports: below 65531, or --no-chain",
      ),
    );
    expect(parseOptions(['--port', '65531', '--no-chain'], site)).toMatchObject({ port: 65531, chain: 0 });
  });

  it('measure the list, a restaurant and a province at both sizes', () => {
    expect(CHAIN_ROUTES).toEqual(['/restaurantes', '/restaurantes/madrid-gran-via', '/restaurantes/provincia/madrid']);
  });

  it('refuse an interaction it does not know, naming those it knows', () => {
    expect(() => parseOptions(['--flows', 'login,checkout'], site)).toThrow(
      new Fatal(
        '--flows names unknown interactions: checkout (there are menu-category, product-dialog, restaurant-search, near-me, cookie-settings, language, login)',
      ),
    );
  });

  it('measure the main pages with --routes main, one English and one Catalan address among them', () => {
    const options = parseOptions(['--routes', 'main'], { public: [...MAIN_ROUTES, '/contact'], customer: ['/perfil'] });
    expect(options).toMatchObject({
      routes: [
        '/',
        '/carta',
        '/restaurantes',
        '/login',
        '/aviso-legal',
        '/alergens',
        '/my-rewards',
        '/en/carta',
        '/ca/',
      ],
      customerRoutes: [],
    });
  });

  it('take the English and Catalan addresses as they are', () => {
    expect(parseOptions(['--routes', '/en/carta,/ca/,ca'], site)).toMatchObject({
      routes: ['/en/carta', '/ca/', '/ca'],
    });
  });

  it('tell a customer page by its path, whatever its query', () => {
    expect(parseOptions(['--routes', '/pedidos?page=2'], site)).toMatchObject({ customerRoutes: ['/pedidos?page=2'] });
  });

  it('answer --help with nothing else', () => {
    expect(parseOptions(['--help'], site)).toEqual({ help: true });
    expect(parseOptions(['-h', '--runs', '0'], site)).toEqual({ help: true });
  });

  it('refuse a value out of range, saying which', () => {
    expect(() => parseOptions(['--runs', '0'], site)).toThrow(new Fatal('--runs must be a positive integer, not 0'));
    expect(() => parseOptions(['--runs', '1.5'], site)).toThrow(Fatal);
    expect(() => parseOptions(['--port', '65534'], site)).toThrow(
      new Fatal('--port must be a port number below 65534, not 65534'),
    );
    expect(() => parseOptions(['--api', 'real'], site)).toThrow(new Fatal('--api must be server or mock, not real'));
    expect(() => parseOptions(['--cpu-slowdown', '21'], site)).toThrow(
      new Fatal('--cpu-slowdown must be auto or a number from 1 to 20, not 21'),
    );
    expect(() => parseOptions(['--cpu-slowdown', 'fast'], site)).toThrow(Fatal);
  });

  it('refuse an option it does not know', () => {
    expect(() => parseOptions(['--route', '/'], site)).toThrow();
  });
});

describe('the routes of the site', () => {
  it('come from the route table: the menu opened on a category after the menu, no logout, the customer pages apart', () => {
    const routes = siteRoutes();
    expect(routes.public).toContain('/');
    expect(routes.public.indexOf('/carta?id=2')).toBe(routes.public.indexOf('/carta') + 1);
    expect(routes.public).not.toContain('/logout');
    expect(routes.customer.length).toBeGreaterThan(0);
    expect(routes.customer.some((route) => routes.public.includes(route))).toBe(false);
  });
});
