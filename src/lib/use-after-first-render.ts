import { startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first render, true right after it, as a transition. For what a pre-rendered page cannot
 * know (the screen, the device, storage): read from the second render on, which React draws in slices between other
 * tasks. A useSyncExternalStore whose browser value differs from its server value is instead drawn again at once,
 * in one block, right after the page is taken over.
 */
export function useAfterFirstRender(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
}
