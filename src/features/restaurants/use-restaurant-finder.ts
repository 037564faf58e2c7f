import {
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
} from 'react';
import type { Restaurant } from '../../api/queries/restaurants';
import { prefersReducedMotion } from '../../lib/motion';
import type { MapFocus, MapPin } from '../../renderers/map-view/map-view';
import { entryId, entryNameId } from './restaurant-card';
import {
  filterRestaurants,
  type LatLng,
  matchesFilter,
  NO_FILTER,
  type RestaurantFilter,
  showsNoResult,
  sortByDistance,
} from './restaurant-search';
import { useNearMe } from './use-near-me';

/** The results' heading: "Near me" brings it to the top of the screen once the list is sorted. */
export const RESULTS_ID = 'restaurantes-resultados';

/**
 * Entries shown at first, and added by each "Show more": twenty are several screens of reading on a phone, and
 * drawing them (each with its buttons, links and schema.org data) stays well inside the frame that answers a search
 * or a tap. At a chain's size the whole list at once was a thousand entries in the page.
 */
export const PAGE_SIZE = 20;

/** How many entries the pages up to and including the entry at `index` hold (none for -1, an entry not listed). */
export const pagesThrough = (index: number): number =>
  index < 0 ? 0 : (Math.floor(index / PAGE_SIZE) + 1) * PAGE_SIZE;

/**
 * Scrolls an element into view, gently unless the visitor asks for less motion or it is more than a screen away. An
 * entry far down a chain's list is reached at once: on the way, the entries passed are drawn (they are skipped while out
 * of sight) and take their own room instead of the room kept for them, which moved the entry away from where a gentle
 * scroll was headed, and it ended out of sight.
 */
function reveal(element: Element | null | undefined, block: ScrollLogicalPosition) {
  if (!element) return;
  const reduced = prefersReducedMotion();
  const { top, bottom } = element.getBoundingClientRect();
  const far = bottom < -window.innerHeight || top > 2 * window.innerHeight;
  element.scrollIntoView({ block, behavior: reduced || far ? 'auto' : 'smooth' });
}

export type RestaurantFinder = ReturnType<typeof useRestaurantFinder>;

/**
 * What the restaurant finder shows of `restaurants` (undefined while they load) and what the visitor chose: the
 * filter applied on search, the restaurant selected on the map and in the list, the one schedule open, the map's
 * focus, the list sorted by distance after "Near me", and how many of its entries are shown (whole pages). `mapColumn` holds the map,
 * brought into view when a name is chosen while the map is off the screen.
 */
export function useRestaurantFinder(
  restaurants: readonly Restaurant[] | undefined,
  mapColumn: RefObject<HTMLElement | null>,
) {
  const [filter, setFilter] = useState<RestaurantFilter>(NO_FILTER);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [hoursId, setHoursId] = useState<number | null>(null);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const [scrollTo, setScrollTo] = useState<{ id: number; seq: number } | null>(null);
  const seq = useRef(0);
  // Whole pages are shown: the first at each search, one more at each "Show more", and as many as it takes to show
  // the entry of a restaurant chosen on the map or by the address (`including`), wherever it is in the list.
  const [pages, setPages] = useState<{ shown: number; including: number | null }>({
    shown: PAGE_SIZE,
    including: null,
  });

  const centre = useCallback((id: number) => {
    seq.current += 1;
    setSelectedId(id);
    setFocus({ id, seq: seq.current });
  }, []);

  // Once located, the nearest listed restaurant is chosen and the sorted list shown (useNearMe calls the latest
  // of these, so it reads the filter applied when the position arrives).
  const [nearMe, locate] = useNearMe((position: LatLng) => {
    const nearest = sortByDistance(filterRestaurants(restaurants ?? [], filter), position)[0];
    // A list in a new order starts again from its first page, where the nearest is.
    setPages({ shown: PAGE_SIZE, including: null });
    if (nearest) centre(nearest.restaurant.id);
    reveal(document.getElementById(RESULTS_ID), 'start');
  });

  const located = nearMe.status === 'located' ? nearMe.position : null;
  const matching = useMemo(() => filterRestaurants(restaurants ?? [], filter), [restaurants, filter]);
  const listed = useMemo(
    () => (located ? sortByDistance(matching, located) : matching.map((restaurant) => ({ restaurant, km: null }))),
    [matching, located],
  );
  const drawn = useMemo(() => {
    const { shown, including } = pages;
    if (including === null) return shown;
    return Math.max(shown, pagesThrough(listed.findIndex(({ restaurant }) => restaurant.id === including)));
  }, [pages, listed]);
  const loaded = restaurants !== undefined;
  /** The entry "Show more" gives the focus to, once it is drawn. */
  const [focusEntry, setFocusEntry] = useState<{ id: number } | null>(null);

  // A restaurant is a pin: its id, name and coordinates. The pins are the matching restaurants whatever their order
  // in the list: sorting the list by distance leaves the map's pins (and their groups) as they are.
  const pins: readonly MapPin[] = matching;

  // A search is drawn as a transition: the tap is answered at once (the list shows it is searching), then the list
  // and the map's pins follow in a render React can split; drawn in the tap's own task, they held its next frame.
  const [searching, startSearch] = useTransition();

  /** Applies the search form's choice; the selection and its hours stay only if the restaurant is still listed. */
  // The same function while the restaurants and the selection are the same: the search form is not drawn again
  // when the list says it is busy.
  const search = useCallback(
    (next: RestaurantFilter) =>
      startSearch(() => {
        setFilter(next);
        // A new search starts again from the first page.
        setPages({ shown: PAGE_SIZE, including: null });
        if (!restaurants?.some((restaurant) => restaurant.id === selectedId && matchesFilter(restaurant, next))) {
          setSelectedId(null);
          setHoursId(null);
        }
      }),
    [restaurants, selectedId],
  );

  // A name: select the restaurant and centre the map on it, bringing the map into view where it sits above the list.
  const chooseName = useCallback(
    (id: number) => {
      centre(id);
      const box = mapColumn.current?.getBoundingClientRect();
      if (box && (box.bottom < 0 || box.top > window.innerHeight)) reveal(mapColumn.current, 'nearest');
    },
    [centre, mapColumn],
  );
  const toggleHours = useCallback((id: number) => setHoursId((current) => (current === id ? null : id)), []);

  // A pin: select the restaurant, centre on it, open its hours and bring its entry into view.
  const choosePin = useCallback(
    (id: number) => {
      centre(id);
      // Its entry may be beyond the pages shown: the list shows the pages up to and including it, in a render React
      // can split (at a chain's size, many pages down), and the map answers the tap meanwhile.
      startTransition(() => {
        setPages({ shown: drawn, including: id });
        setHoursId(id);
        setScrollTo({ id, seq: seq.current });
      });
    },
    [centre, drawn],
  );

  useEffect(() => {
    if (scrollTo) reveal(document.getElementById(entryId(scrollTo.id)), 'nearest');
  }, [scrollTo]);

  /**
   * "Show more": the next page, and the focus on the first entry it adds (its name). The button itself moves down
   * below the new entries: left on it, a keyboard or screen-reader visitor would stand after what they asked to
   * read; on the first new entry they read on in the list's order, and the button is the next stop after the page.
   * Drawn as a transition, as a search is: the entries follow in a render React can split.
   */
  const showMore = useCallback(() => {
    const next = listed[drawn]?.restaurant.id;
    if (next === undefined) return;
    startTransition(() => {
      setPages({ shown: drawn + PAGE_SIZE, including: null });
      setFocusEntry({ id: next });
    });
  }, [listed, drawn]);

  useEffect(() => {
    if (focusEntry) document.getElementById(entryNameId(focusEntry.id))?.focus();
  }, [focusEntry]);

  return {
    /** Whether the restaurants have arrived. */
    loaded,
    search,
    /** Whether a search is being drawn. */
    searching,
    /** The matching restaurants, with their distance once located; the first `drawn` of them are shown. */
    listed,
    drawn,
    /** Shows the next page of entries. */
    showMore,
    noResult: loaded && showsNoResult(listed.length, filter),
    selectedId,
    hoursId,
    chooseName,
    toggleHours,
    choosePin,
    pins,
    focus,
    nearMe,
    locate,
  };
}
