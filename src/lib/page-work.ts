import { useEffect } from 'react';

/**
 * Work a page still does on its data once no call is on its way: rows drawn a few per task, details asked for a few
 * per task. Between two of its steps nothing is being fetched, yet the page has not finished loading what it shows:
 * whoever waits for a page's data to settle (src/app/settled-signal.ts) waits for this work too.
 */
let held = 0;
const listeners = new Set<() => void>();

const tell = () => {
  for (const listener of listeners) listener();
};

/** Holds the page busy until the returned function is called (once; later calls do nothing). */
export function holdPageWork(): () => void {
  held += 1;
  tell();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held -= 1;
    tell();
  };
}

/** Whether some part of the page still works on its data. */
export const pageWorkHeld = (): boolean => held > 0;

/** Calls `listener` whenever work is held or released; returns what stops it. */
export function subscribePageWork(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Holds the page busy while `working` is true and the component is drawn. */
export function usePageWork(working: boolean): void {
  useEffect(() => (working ? holdPageWork() : undefined), [working]);
}
