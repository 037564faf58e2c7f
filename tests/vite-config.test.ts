// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import viteConfig from '../vite.config';

/** The variables the build reads. Each case sets them all, so that a local .env file has no say. */
const VARIABLES = [
  'VITE_API_BASE_URL',
  'VITE_API_KEY',
  'VITE_DELIVERY_BASE_URL',
  'VITE_DELIVERY_PROVIDER',
  'VITE_API_MOCKING',
  'VITE_MAP_TILE_URL',
  'VITE_SITE_URL',
  'VITE_MOCK_RESTAURANTS',
] as const;

/** The build's configuration with these variables, as `vite build` reads it before it builds anything. */
function configureBuild(env: Partial<Record<(typeof VARIABLES)[number], string>>) {
  for (const name of VARIABLES) vi.stubEnv(name, env[name] ?? '');
  return viteConfig({ command: 'build', mode: 'production' });
}

afterEach(() => {
  vi.unstubAllEnvs();
});

const live = { VITE_API_KEY: 'live-key', VITE_API_MOCKING: '' };

describe('the build’s configuration', () => {
  it('stops the build with a message naming a bad variable, and where every variable is told', () => {
    expect(() => configureBuild({ VITE_API_BASE_URL: 'not a url' })).toThrow(
      /VITE_API_BASE_URL must be an http\(s\) address[\s\S]*\nSee \.env\.example for every variable\.$/,
    );
    expect(() => configureBuild({ VITE_SITE_URL: 'https://www.pollo.test/?utm=1' })).toThrow(
      /VITE_SITE_URL must be the site's origin only/,
    );
  });

  it('refuses a plain http API or delivery site other than this machine, naming the variable', () => {
    expect(() =>
      configureBuild({
        ...live,
        VITE_API_BASE_URL: 'http://api.pollo.test',
        VITE_DELIVERY_BASE_URL: 'https://pedidos.pollo.test',
      }),
    ).toThrow(/VITE_API_BASE_URL must use https:\/\//);
    expect(() =>
      configureBuild({
        ...live,
        VITE_API_BASE_URL: 'https://api.pollo.test',
        VITE_DELIVERY_BASE_URL: 'http://pedidos.pollo.test',
      }),
    ).toThrow(/VITE_DELIVERY_BASE_URL must use https:\/\//);
    // On this machine plain http is fine: the mock API over HTTP is reached so.
    expect(() =>
      configureBuild({
        ...live,
        VITE_API_BASE_URL: 'http://127.0.0.1:4380',
        VITE_DELIVERY_BASE_URL: 'http://127.0.0.1:4381',
      }),
    ).not.toThrow();
  });

  it('goes on with the same variables made right', () => {
    expect(() =>
      configureBuild({
        ...live,
        VITE_API_BASE_URL: 'https://api.pollo.test',
        VITE_DELIVERY_BASE_URL: 'https://pedidos.pollo.test',
        VITE_SITE_URL: 'https://www.pollo.test/',
      }),
    ).not.toThrow();
  });
});
