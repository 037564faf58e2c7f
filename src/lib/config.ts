/**
 * Build-time configuration, read from Vite's `import.meta.env` and validated once at start-up.
 * `parseConfig` is pure so the build (vite.config.ts), the app and the tests share one set of rules.
 */
export type AppConfig = {
  /** Main API origin (and optional base path), without a trailing slash; '' means this site's origin. */
  apiBaseUrl: string;
  apiKey: string;
  /** Delivery site origin: its pages and its API. */
  deliveryBaseUrl: string;
  deliveryProvider: string;
  apiMocking: boolean;
  /** XYZ raster tile template, or null for the vector base layer shipped with the site. */
  mapTileUrl: string | null;
  /**
   * The site's public origin (`https://www.pollocrujiente.es`), without a trailing slash, or null when not set: what
   * search engines are told the pages' own addresses start with (canonical links, the sitemap).
   */
  siteUrl: string | null;
  /**
   * How many restaurants the embedded mock API lists: a chain's size, generated after the fixtures' own, or null for
   * the fixtures' restaurants alone.
   */
  mockRestaurants: number | null;
};

export type RawEnv = Partial<
  Record<
    | 'VITE_API_BASE_URL'
    | 'VITE_API_KEY'
    | 'VITE_DELIVERY_BASE_URL'
    | 'VITE_DELIVERY_PROVIDER'
    | 'VITE_API_MOCKING'
    | 'VITE_MAP_TILE_URL'
    | 'VITE_SITE_URL'
    | 'VITE_MOCK_RESTAURANTS',
    string | undefined
  >
>;

/** Used only while the embedded mock API answers: it intercepts these origins. */
export const MOCK_DEFAULTS = {
  apiKey: 'demo-key',
  deliveryBaseUrl: 'https://delivery.example.com',
  deliveryProvider: 'pollocrujiente',
} as const;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The most restaurants the mock API lists. A real chain has a few thousand at most; beyond that a mock build would only
 * spend longer drawing a page for each one.
 */
export const MOCK_RESTAURANTS_MAX = 5000;

/**
 * VITE_MOCK_RESTAURANTS as a number of restaurants, or null when it is empty or unset. The build reads it for the
 * embedded mock API and the mock API over HTTP reads it from its process, with this one rule.
 */
export function parseMockRestaurants(raw: string | undefined): number | null {
  const value = (raw ?? '').trim();
  if (value === '') return null;
  const count = /^[0-9]+$/.test(value) ? Number(value) : Number.NaN;
  if (!(count >= 1 && count <= MOCK_RESTAURANTS_MAX)) {
    throw new ConfigError([
      `VITE_MOCK_RESTAURANTS must be a whole number of restaurants from 1 to ${MOCK_RESTAURANTS_MAX}, or empty for the fixtures' own (got "${value}")`,
    ]);
  }
  return count;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Hosts that never leave this machine: the only ones an API may be reached at over plain http. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * True for an http:// address of another machine. The session token, the customer's data and the API key travel to
 * these addresses; over plain http anyone on the way could read or change them, and the page, served over HTTPS,
 * could not call them anyway (mixed content).
 */
function isRemoteHttp(value: string): boolean {
  const url = new URL(value);
  return url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname);
}

/** True for an address that is an origin and nothing more: no user, path, query or fragment. */
function isOrigin(value: string): boolean {
  const url = new URL(value);
  return url.pathname === '/' && !url.username && !url.password && !value.includes('?') && !value.includes('#');
}

const HTTP_RULE = 'must use https:// (http:// only for localhost, 127.0.0.1 or [::1])';

const trimSlash = (value: string) => value.replace(/\/+$/, '');

export function parseConfig(env: RawEnv): AppConfig {
  const problems: string[] = [];
  const read = (name: keyof RawEnv) => (env[name] ?? '').trim();

  const apiBaseUrl = trimSlash(read('VITE_API_BASE_URL'));
  if (apiBaseUrl && !isHttpUrl(apiBaseUrl)) {
    problems.push(`VITE_API_BASE_URL must be an http(s) address such as https://api.example.com (got "${apiBaseUrl}")`);
  } else if (apiBaseUrl && isRemoteHttp(apiBaseUrl)) {
    problems.push(`VITE_API_BASE_URL ${HTTP_RULE} (got "${apiBaseUrl}")`);
  }

  const mockingRaw = read('VITE_API_MOCKING').toLowerCase();
  let apiMocking = apiBaseUrl === '';
  if (mockingRaw === 'on') apiMocking = true;
  else if (mockingRaw === 'off') apiMocking = false;
  else if (mockingRaw !== '') problems.push(`VITE_API_MOCKING must be "on" or "off" (got "${mockingRaw}")`);
  if (!apiMocking && apiBaseUrl === '') {
    problems.push('VITE_API_BASE_URL is required when VITE_API_MOCKING is "off"');
  }

  const apiKey = read('VITE_API_KEY') || (apiMocking ? MOCK_DEFAULTS.apiKey : '');
  if (!apiKey) problems.push('VITE_API_KEY is required when the real API is used');

  const deliveryBaseUrl =
    trimSlash(read('VITE_DELIVERY_BASE_URL')) || (apiMocking ? MOCK_DEFAULTS.deliveryBaseUrl : '');
  if (!deliveryBaseUrl) problems.push('VITE_DELIVERY_BASE_URL is required when the real API is used');
  else if (!isHttpUrl(deliveryBaseUrl)) {
    problems.push(`VITE_DELIVERY_BASE_URL must be an http(s) address (got "${deliveryBaseUrl}")`);
  } else if (isRemoteHttp(deliveryBaseUrl)) {
    problems.push(`VITE_DELIVERY_BASE_URL ${HTTP_RULE} (got "${deliveryBaseUrl}")`);
  }

  const deliveryProvider = read('VITE_DELIVERY_PROVIDER') || MOCK_DEFAULTS.deliveryProvider;
  if (!/^[a-z0-9][a-z0-9_-]*$/i.test(deliveryProvider)) {
    problems.push(
      `VITE_DELIVERY_PROVIDER must be a single path segment of letters, digits, - or _ (got "${deliveryProvider}")`,
    );
  }

  const tile = read('VITE_MAP_TILE_URL');
  if (
    tile &&
    (!isHttpUrl(tile.replace(/\{[xyz]\}/g, '0')) || !/\{z\}/.test(tile) || !/\{x\}/.test(tile) || !/\{y\}/.test(tile))
  ) {
    problems.push(`VITE_MAP_TILE_URL must be an http(s) XYZ template containing {z}, {x} and {y} (got "${tile}")`);
  }

  const siteUrl = trimSlash(read('VITE_SITE_URL'));
  if (siteUrl && !isHttpUrl(siteUrl)) {
    problems.push(`VITE_SITE_URL must be an http(s) address such as https://www.pollocrujiente.es (got "${siteUrl}")`);
  } else if (siteUrl && isRemoteHttp(siteUrl)) {
    problems.push(`VITE_SITE_URL ${HTTP_RULE} (got "${siteUrl}")`);
  } else if (siteUrl && !isOrigin(siteUrl)) {
    // The pages live at the root of the site: a path would give every canonical link and sitemap entry a wrong address.
    problems.push(`VITE_SITE_URL must be the site's origin only, without a path, query or fragment (got "${siteUrl}")`);
  }

  let mockRestaurants: number | null = null;
  try {
    mockRestaurants = parseMockRestaurants(read('VITE_MOCK_RESTAURANTS'));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    apiBaseUrl,
    apiKey,
    deliveryBaseUrl,
    deliveryProvider,
    apiMocking,
    mapTileUrl: tile || null,
    siteUrl: siteUrl ? new URL(siteUrl).origin : null,
    mockRestaurants,
  };
}

let current: AppConfig | null = null;

/** The configuration of this build; parsed on first use. */
export function getConfig(): AppConfig {
  current ??= parseConfig(import.meta.env as RawEnv);
  return current;
}

/** Tests and the mock bootstrap replace the configuration explicitly. */
export function setConfig(config: AppConfig): void {
  current = config;
}
