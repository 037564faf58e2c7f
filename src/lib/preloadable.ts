import type { ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

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
  const load = (): Promise<Module<P>> => {
    const module = loaded;
    return module ? ({ then: (resolve: (value: Module<P>) => void) => resolve(module) } as unknown as Promise<Module<P>>) : preload();
  };
  return { preload, load };
}
