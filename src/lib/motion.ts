import { useSyncExternalStore } from 'react';

/** The media query of a visitor who has asked their system for less motion. */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Whether the visitor asks for less motion now: scrolls then jump and the map moves without flying. False where the
 * browser cannot say.
 */
export const prefersReducedMotion = (): boolean => window.matchMedia?.(REDUCED_MOTION).matches ?? false;

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * `prefersReducedMotion()` as a component reads it, drawn again when the visitor changes it. False while rendering
 * without a browser (pre-rendering), where nothing moves yet.
 */
export const usePrefersReducedMotion = (): boolean =>
  useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
