/// <reference types="vite/client" />

/** True in builds that start the embedded mock API (VITE_API_MOCKING, see src/lib/config.ts). */
declare const __API_MOCKING__: boolean;
/**
 * How many restaurants the embedded mock API lists in this build (VITE_MOCK_RESTAURANTS), or null for the fixtures'
 * own; always null in a build without the mock.
 */
declare const __MOCK_RESTAURANTS__: number | null;

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_API_KEY?: string;
  readonly VITE_DELIVERY_BASE_URL?: string;
  readonly VITE_DELIVERY_PROVIDER?: string;
  readonly VITE_API_MOCKING?: string;
  readonly VITE_MAP_TILE_URL?: string;
  readonly VITE_MOCK_RESTAURANTS?: string;
}
