import { getConfig } from './config';
import { useStoreAfterFirstRender } from './use-after-first-render';

const unchanging = () => () => {};

/**
 * The origin the site's absolute addresses start with (structured data's urls and images): the site's public origin
 * (VITE_SITE_URL, null when the build does not know it) while a pre-rendered page is drawn and taken over, so the
 * browser draws what the build wrote; the address the page was opened at from the next render on.
 */
export function useSiteOrigin(): string | null {
  return useStoreAfterFirstRender(
    unchanging,
    () => window.location.origin,
    () => getConfig().siteUrl,
  );
}

/** `address` made absolute under `origin` (an absolute one stays as it is), or undefined without an origin. */
export const absoluteAddress = (address: string, origin: string | null): string | undefined =>
  origin ? new URL(address, origin).href : undefined;
