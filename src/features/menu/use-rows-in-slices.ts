import { startTransition, useEffect, useState } from 'react';

/**
 * How many rows of a long table to draw: `first` as soon as there are any, then `step` more in each later task,
 * drawn as a transition, until every row is there; from then on all of them, whatever their number becomes (a
 * search that narrows and widens the table again redraws it at once). Drawn in one go, the allergens page's two
 * tables of every product were a single task of a quarter of a second on a phone, during which a tap waits.
 */
export function useRowsInSlices(total: number, first: number, step: number): { drawn: number; complete: boolean } {
  // Infinity once every row has been drawn: the slices are for the first time the rows arrive only.
  const [limit, setLimit] = useState(first);
  const complete = limit >= total;
  useEffect(() => {
    if (total === 0 || limit === Number.POSITIVE_INFINITY) return;
    const timer = setTimeout(() =>
      startTransition(() => setLimit(limit + step >= total ? Number.POSITIVE_INFINITY : limit + step)),
    );
    return () => clearTimeout(timer);
  }, [limit, total, step]);
  return { drawn: Math.min(limit, total), complete };
}
