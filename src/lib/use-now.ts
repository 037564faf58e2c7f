import { startTransition, useEffect, useState } from 'react';

/**
 * The time, renewed every `intervalMs` (a minute unless told). None on the first render, which a pre-rendered page
 * shares with the build: the clock is read once the page is taken over, and what depends on it drawn as a transition,
 * in slices between the page's first tasks rather than in one block after them.
 */
export function useNow(intervalMs = 60_000): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const update = () => setNow(new Date());
    startTransition(update);
    const timer = setInterval(update, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
