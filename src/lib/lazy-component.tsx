import { type ComponentProps, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { handOver } from './preloadable';

export type LazyComponent<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A component whose code stays in a chunk of its own until it is first drawn: a dialog most visits never open, a
 * table inside one. `fetchModule` imports the chunk dynamically and gives, as for React.lazy, a module whose default
 * export is the component (a named export is given as `{ default: … }`). Until the chunk arrives the place shows
 * `fallback` (nothing, unless given) and the rest of the page stays as it is. `preload` fetches the chunk earlier,
 * when it is about to be needed; once it has arrived the component is drawn in the same pass. A failed fetch is
 * tried again by the next preload or first draw.
 */
export function lazyComponent<
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's: any component, whose props the result keeps
  C extends ComponentType<any>,
>(fetchModule: () => Promise<{ default: C }>, fallback?: ReactNode): LazyComponent<ComponentProps<C>> {
  let loaded: { default: C } | undefined;
  let pending: Promise<{ default: C }> | undefined;
  const preload = () =>
    (pending ??= fetchModule().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  // Once the module has arrived it is handed over at once, so the render that first needs it draws it instead of
  // suspending and showing it only on a later pass.
  const Loaded = lazy(() => (loaded ? handOver(loaded) : preload())) as ComponentType<ComponentProps<C>>;
  const Lazy = (props: ComponentProps<C>) => (
    <Suspense fallback={fallback}>
      <Loaded {...props} />
    </Suspense>
  );
  Lazy.preload = preload;
  return Lazy;
}
