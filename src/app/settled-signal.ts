import type { QueryClient } from '@tanstack/react-query';
import { afterNextPaint } from '../lib/idle';
import { pageWorkHeld, subscribePageWork } from '../lib/page-work';

/**
 * Marks the page `<html data-busy>` while the site waits for the API: a read on its way (its retry included) or a
 * change being sent. Whoever needs to know when a page's data have settled (the end-to-end journeys, a QA script)
 * waits for the mark to go. It is set the moment a call starts, and taken away once no call has been on its way since
 * the frame after the last answer: by then that answer is drawn, and a call its drawing starts has marked the page
 * again. Work a page still does on its data between calls (src/lib/page-work.ts) counts as waiting too. Returns what
 * stops it.
 */
export function markCallsOnTheirWay(client: QueryClient, root: HTMLElement = document.documentElement): () => void {
  const busy = () => client.isFetching() + client.isMutating() > 0 || pageWorkHeld();
  let cancelUnmark: (() => void) | null = null;
  const follow = () => {
    if (busy()) {
      cancelUnmark?.();
      cancelUnmark = null;
      if (!root.hasAttribute('data-busy')) root.setAttribute('data-busy', '');
    } else if (root.hasAttribute('data-busy') && !cancelUnmark) {
      cancelUnmark = afterNextPaint(() => {
        cancelUnmark = null;
        if (!busy()) root.removeAttribute('data-busy');
      });
    }
  };
  // A call starts or ends only as a query or a change is updated or removed; the events of its observers (several for
  // each answer drawn) change nothing here, and each look counts every query of the cache.
  const onChange = (event: { type: string }) => {
    if (event.type === 'updated' || event.type === 'removed') follow();
  };
  const stopQueries = client.getQueryCache().subscribe(onChange);
  const stopMutations = client.getMutationCache().subscribe(onChange);
  const stopPageWork = subscribePageWork(follow);
  follow();
  return () => {
    stopQueries();
    stopMutations();
    stopPageWork();
    cancelUnmark?.();
  };
}
