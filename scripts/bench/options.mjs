/** The benchmark's command line, and the routes it measures when none are named. */
import { parseArgs } from 'node:util';
import { addresses } from '../../src/app/route-table.mjs';
import { INTERACTIONS } from './flows.mjs';
import { Fatal } from './lifecycle.mjs';

/**
 * @typedef {object} SiteRoutes
 * @property {string[]} public
 * @property {string[]} customer
 */
/**
 * @typedef {object} BenchOptions
 * @property {boolean} build
 * @property {boolean} lighthouse
 * @property {boolean} floor
 * @property {'all' | string[] | false} flows
 * @property {'server' | 'mock'} api
 * @property {string[]} routes
 * @property {string[]} customerRoutes
 * @property {number} runs
 * @property {'auto' | number} cpuSlowdown
 * @property {number} port
 * @property {number} chain How many restaurants the second site's API lists, the chain's size; 0 for no second site.
 * @property {boolean} write Whether to replace the benchmark section of docs/quality.md with this run's tables.
 */

/** @type {string} */
export const USAGE =
  'Usage: node scripts/bench/run.mjs [--no-build] [--no-lighthouse] [--no-floor] [--no-flows] [--flows id,id] [--api server|mock] [--routes /,/carta|main] [--runs N] [--cpu-slowdown auto|N] [--port N] [--chain N|--no-chain] [--write]';

/**
 * How many restaurants the second site's API lists unless told: a real chain's size.
 * @type {number}
 */
export const DEFAULT_CHAIN = 1000;

/**
 * The routes measured on both sites with --chain: the list of restaurants, one restaurant's page and one province's,
 * a fixture restaurant and province that the list at any size holds.
 * @type {string[]}
 */
export const CHAIN_ROUTES = ['/restaurantes', '/restaurantes/madrid-gran-via', '/restaurantes/provincia/madrid'];

/**
 * The interactions whose work grows with the number of restaurants, measured on both sites with `--chain`: a province
 * search and "near me" (whose list is sorted by distance once the position comes).
 * @type {string[]}
 */
export const CHAIN_INTERACTIONS = ['restaurant-search', 'near-me'];

/**
 * `--routes main`: the main pages, one English and one Catalan address among them.
 * @type {string[]}
 */
export const MAIN_ROUTES = [
  '/',
  '/carta',
  '/restaurantes',
  '/login',
  '/aviso-legal',
  '/alergens',
  '/my-rewards',
  '/en/carta',
  '/ca/',
];

/**
 * Every Spanish address of the site, from the route table: the public ones (pages and documents) and the customer
 * ones, which need a session, with an English and a Catalan address. `/carta?id=2` adds a menu category opened from a link, the heaviest state of the menu.
 * @type {() => SiteRoutes}
 */
export function siteRoutes() {
  // /logout only ends a session and leaves: nothing to measure.
  const open = addresses((route) => route.access === 'all' && route.path !== '/logout', ['']);
  const carta = open.indexOf('/carta');
  if (carta !== -1) open.splice(carta + 1, 0, '/carta?id=2');
  // The same pages in English and Catalan are drawn by the same code; one of each is measured.
  open.push('/en/carta', '/ca/');
  return { public: open, customer: addresses((route) => route.access === 'user', ['']) };
}

/**
 * The options of `args` (the command line after the script), or `{ help: true }` for --help; throws Fatal for an
 * option out of range. Without --routes every route of the site is measured, the customer pages last; `--routes main`
 * measures the main pages only. With Lighthouse, each page's floor is measured too, and the interactions' INP
 * (`--flows menu-category,login` picks some; `--no-floor`, `--no-flows` skip them). `--chain N` (1000 unless told,
 * `--chain 0` or `--no-chain` for none) builds a second site whose API lists N restaurants and measures CHAIN_ROUTES on
 * both.
 * @type {(args: string[], all?: SiteRoutes) => BenchOptions | { help: true }}
 */
export function parseOptions(args, all = siteRoutes()) {
  const { values } = parseArgs({
    args,
    options: {
      'no-build': { type: 'boolean', default: false },
      'no-lighthouse': { type: 'boolean', default: false },
      'no-floor': { type: 'boolean', default: false },
      'no-flows': { type: 'boolean', default: false },
      flows: { type: 'string' },
      api: { type: 'string', default: 'server' },
      routes: { type: 'string' },
      runs: { type: 'string', default: '3' },
      'cpu-slowdown': { type: 'string', default: 'auto' },
      port: { type: 'string', default: '4399' },
      chain: { type: 'string', default: String(DEFAULT_CHAIN) },
      'no-chain': { type: 'boolean', default: false },
      write: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return { help: true };
  const runs = Number(values.runs);
  const port = Number(values.port);
  if (!Number.isInteger(runs) || runs < 1) throw new Fatal(`--runs must be a positive integer, not ${values.runs}`);
  if (!Number.isInteger(port) || port < 1 || port > 65533)
    throw new Fatal(`--port must be a port number below 65534, not ${values.port}`);
  const chain = values['no-chain'] ? 0 : Number(values.chain);
  if (!Number.isInteger(chain) || chain < 0)
    throw new Fatal(`--chain must be a number of restaurants, or 0 for none, not ${values.chain}`);
  // The second site's preview takes the port after the API's two, and its own API the two after that.
  if (chain && port > 65530)
    throw new Fatal(
      `--port ${port} leaves no room for the chain's site and API on the next three ports: below 65531, or --no-chain`,
    );
  if (values.api !== 'server' && values.api !== 'mock')
    throw new Fatal(`--api must be server or mock, not ${values.api}`);
  const cpu = values['cpu-slowdown'];
  const cpuSlowdown = cpu === 'auto' ? 'auto' : Number(cpu);
  if (cpuSlowdown !== 'auto' && !(cpuSlowdown >= 1 && cpuSlowdown <= 20))
    throw new Fatal(`--cpu-slowdown must be auto or a number from 1 to 20, not ${cpu}`);
  const routes =
    values.routes === 'main'
      ? [...MAIN_ROUTES]
      : values.routes
        ? values.routes
            .split(',')
            .map((r) => r.trim())
            .filter(Boolean)
            .map((r) => (r.startsWith('/') ? r : `/${r}`))
        : [...all.public, ...all.customer];
  const customer = new Set(all.customer);
  const lighthouse = !values['no-lighthouse'];
  const flows = values.flows
    ? values.flows
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean)
    : null;
  const unknown = (flows ?? []).filter((id) => !INTERACTIONS.some((interaction) => interaction.id === id));
  if (unknown.length)
    throw new Fatal(
      `--flows names unknown interactions: ${unknown.join(', ')} (there are ${INTERACTIONS.map((i) => i.id).join(', ')})`,
    );
  return {
    build: !values['no-build'],
    lighthouse,
    // The floor and the flows are measured by Lighthouse: without it, neither.
    floor: lighthouse && !values['no-floor'],
    flows: lighthouse && !values['no-flows'] ? (flows ?? 'all') : false,
    api: values.api,
    routes,
    customerRoutes: routes.filter((r) => customer.has(r.split('?')[0])),
    runs,
    cpuSlowdown,
    port,
    chain,
    write: values.write,
  };
}
