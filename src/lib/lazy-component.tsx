import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { preloadable } from './preloadable';

export type LazyComponent<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A component whose code stays in a chunk of its own until it is first drawn: a dialog most visits never open, a
 * table inside one. `fetchComponent` imports the chunk dynamically and picks the component from the module it
 * gives. Until the chunk arrives the place shows `fallback` (nothing, unless told) and the rest of the page stays as
 * it is. `preload` fetches the chunk earlier, when it is about to be needed; once it has arrived the component is
 * drawn in the same pass. A failed fetch is tried again by the next preload or first draw.
 */
export function lazyComponent<P extends object>(
  fetchComponent: () => Promise<ComponentType<P>>,
  { fallback = null }: { fallback?: ReactNode } = {},
): LazyComponent<P> {
  const module = preloadable(() => fetchComponent().then((component) => ({ default: component })));
  const Loaded = lazy(module.load);
  function Lazy(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(Lazy, { preload: module.preload });
}
