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
import { isAbortError, whenIdle } from '../../lib/idle';
import type { MapFocus, MapPin } from '../../renderers/map-view/map-view';
import { entryId } from './restaurant-card';
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
 * Entries drawn when the list arrives, and added at each quiet moment of the browser after that: the whole list's
 * layout in one go was a long task on a phone.
 */
const FIRST_ENTRIES = 4;
const MORE_ENTRIES = 4;

/** Scrolls an element into view, gently unless the visitor asks for less motion. */
function reveal(element: Element | null | undefined, block: ScrollLogicalPosition) {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element?.scrollIntoView({ block, behavior: reduced ? 'auto' : 'smooth' });
}

export type RestaurantFinder = ReturnType<typeof useRestaurantFinder>;

/**
 * What the restaurant finder shows of `restaurants` (undefined while they load) and what the visitor chose: the
 * filter applied on search, the restaurant selected on the map and in the list, the one schedule open, the map's
 * focus, the list sorted by distance after "Near me", and how many entries are drawn yet. `mapColumn` holds the map,
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

  const centre = useCallback((id: number) => {
    seq.current += 1;
    setSelectedId(id);
    setFocus({ id, seq: seq.current });
  }, []);

  // Once located, the nearest listed restaurant is chosen and the sorted list shown (useNearMe calls the latest
  // of these, so it reads the filter applied when the position arrives).
  const [nearMe, locate] = useNearMe((position: LatLng) => {
    const nearest = sortByDistance(filterRestaurants(restaurants ?? [], filter), position)[0];
    if (nearest) centre(nearest.restaurant.id);
    reveal(document.getElementById(RESULTS_ID), 'start');
  });

  const located = nearMe.status === 'located' ? nearMe.position : null;
  const listed = useMemo(() => {
    const matching = filterRestaurants(restaurants ?? [], filter);
    return located ? sortByDistance(matching, located) : matching.map((restaurant) => ({ restaurant, km: null }));
  }, [restaurants, filter, located]);
  const [drawn, setDrawn] = useState(FIRST_ENTRIES);
  const loaded = restaurants !== undefined;
  const moreToDraw = loaded && drawn < listed.length;
  useEffect(() => {
    if (!moreToDraw) return;
    const controller = new AbortController();
    whenIdle(controller.signal).then(
      () => startTransition(() => setDrawn((count) => count + MORE_ENTRIES)),
      (error: unknown) => {
        if (!isAbortError(error)) throw error;
      },
    );
    return () => controller.abort();
  }, [moreToDraw, drawn]);
  // A restaurant is a pin: its id, name and coordinates.
  const pins = useMemo<MapPin[]>(() => listed.map(({ restaurant }) => restaurant), [listed]);

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
      // Its entry may not be drawn yet.
      setDrawn(Number.POSITIVE_INFINITY);
      centre(id);
      setHoursId(id);
      setScrollTo({ id, seq: seq.current });
    },
    [centre],
  );

  useEffect(() => {
    if (scrollTo) reveal(document.getElementById(entryId(scrollTo.id)), 'nearest');
  }, [scrollTo]);

  return {
    /** Whether the restaurants have arrived. */
    loaded,
    search,
    /** Whether a search is being drawn. */
    searching,
    /** The matching restaurants, with their distance once located; `drawn` of them are drawn yet. */
    listed,
    drawn,
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
