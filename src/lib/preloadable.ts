/**
 * A module already at hand, for React.lazy: a thenable that calls back at once, so lazy renders the component in the
 * same pass instead of suspending (a promise, even a resolved one, calls back only after the render).
 */
export const handOver = <T>(module: T): Promise<T> =>
  ({ then: (resolve: (value: T) => void) => resolve(module) }) as unknown as Promise<T>;
