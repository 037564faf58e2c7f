import type { ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * A module already at hand, for React.lazy: a thenable that calls back at once, so lazy renders the component in the
 * same pass instead of suspending (a promise, even a resolved one, calls back only after the render).
 */
export const handOver = <T>(module: T): Promise<T> => ({ then: (resolve: (value: T) => void) => resolve(module) }) as unknown as Promise<T>;

/**
 * A lazily loaded component's module that can be fetched before its first render. For React.lazy: once it has
 * arrived, `load` hands it over at once (a thenable that calls back immediately), so the render that first needs it
 * draws it instead of suspending and showing it only on a later pass. A failed fetch is tried again next time.
 */
export function preloadable<P>(fetchModule: () => Promise<Module<P>>) {
  let loaded: Module<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const preload = (): Promise<Module<P>> => {
    pending ??= fetchModule().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const load = (): Promise<Module<P>> => (loaded ? handOver(loaded) : preload());
  return { preload, load };
}
