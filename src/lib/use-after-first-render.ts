import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * useSyncExternalStore for what a pre-rendered page cannot know (the screen, the device, storage, the clock): the
 * server's value on a component's first render, the browser's from the second on, which comes as a transition that
 * React draws in slices between other tasks. A plain useSyncExternalStore whose browser value differs from its server
 * value is instead drawn again at once, in one block, right after the page is taken over.
 */
export function useStoreAfterFirstRender<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return useSyncExternalStore(subscribe, after ? getSnapshot : getServerSnapshot, getServerSnapshot);
}
