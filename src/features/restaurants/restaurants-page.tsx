import { useQuery } from '@tanstack/react-query';
import { type FormEvent, startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { provincesQuery } from '../../api/queries/provinces';
import { type Restaurant, restaurantsQuery } from '../../api/queries/restaurants';
import { servicesQuery } from '../../api/queries/services';
import { isAbortError, whenIdle } from '../../lib/idle';
import { isLocale, type Locale } from '../../lib/language';
import { useStoreAfterFirstRender } from '../../lib/use-after-first-render';
import { type MapFocus, type MapPin, MapView } from '../../renderers/map-view/map-view';
import { Button } from '../../ui/button';
import { LoadError } from '../../ui/load-error';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { provincesWithRestaurants } from '../../domain/provinces';
import { restaurantsMessages as m } from './messages';
import { entryId, RestaurantCard } from './restaurant-card';
import {
  filterableServices,
  filterRestaurants,
  type LatLng,
  NO_FILTER,
  type RestaurantFilter,
  showsNoResult,
  sortByDistance,
} from './restaurant-search';
import styles from './restaurants.module.css';
import { useNearMe } from './use-near-me';

function useLanguage(): Locale {
  const { locale } = useIntl();
  return isLocale(locale) ? locale : 'es';
}

let nowSnapshot: Date | null = null;
const getNow = () => (nowSnapshot ??= new Date());
function subscribeNow(onChange: () => void) {
  nowSnapshot = new Date();
  const timer = setInterval(() => {
    nowSnapshot = new Date();
    onChange();
  }, 60_000);
  return () => clearInterval(timer);
}

const noNow = () => null;

/**
 * The time for the open-now badges, renewed every minute; none on the first render, which a pre-rendered page
 * shares with the server: the badges are then drawn as a transition, in slices.
 */
const useNow = (): Date | null => useStoreAfterFirstRender(subscribeNow, getNow, noNow);

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Entries drawn when the list arrives, and added at each quiet moment of the browser after that: the whole list's
 * layout in one go was a long task on a phone.
 */
const FIRST_ENTRIES = 4;
const MORE_ENTRIES = 4;

/**
 * /restaurantes (spec section 8): a province select and service checkboxes filter the list and the map on
 * submit; each restaurant shows its address, directions, hours and an order button; the map and the list
 * select together. "Near me" sorts the list by distance.
 */
export default function RestaurantsPage() {
  const intl = useIntl();
  const language = useLanguage();
  const restaurantsResult = useQuery(restaurantsQuery(language));
  const provincesResult = useQuery(provincesQuery(language));
  // Service names are localized: the query is keyed by language, so a switch loads them again.
  const servicesResult = useQuery(servicesQuery(language));
  // The list is drawn in a background render React can split and interrupt: the answer arrives as an urgent update,
  // and drawing every entry at once blocked the page for one long task.
  const restaurants = useDeferredValue(restaurantsResult.data);

  const [provinceDraft, setProvinceDraft] = useState('');
  const [servicesDraft, setServicesDraft] = useState<number[]>([]);
  const [filter, setFilter] = useState<RestaurantFilter>(NO_FILTER);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [hoursId, setHoursId] = useState<number | null>(null);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const [scrollTo, setScrollTo] = useState<{ id: number; seq: number } | null>(null);
  const [mapFailed, setMapFailed] = useState(false);
  const failMap = useCallback(() => setMapFailed(true), []);
  const now = useNow();
  const seq = useRef(0);

  const provinces = useMemo(
    () => provincesWithRestaurants(provincesResult.data ?? [], restaurants ?? []),
    [provincesResult.data, restaurants],
  );
  const services = useMemo(() => filterableServices(servicesResult.data ?? []), [servicesResult.data]);

  const centre = useCallback((id: number) => {
    seq.current += 1;
    setSelectedId(id);
    setFocus({ id, seq: seq.current });
  }, []);

  // Once located, the nearest listed restaurant is chosen and the sorted list shown.
  const matching = useRef<Restaurant[]>([]);
  useEffect(() => {
    matching.current = filterRestaurants(restaurants ?? [], filter);
  }, [restaurants, filter]);
  const [nearMe, locate] = useNearMe(
    useCallback(
      (position: LatLng) => {
        const nearest = sortByDistance(matching.current, position)[0];
        if (nearest) centre(nearest.restaurant.id);
        document.getElementById('restaurantes-resultados')?.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      },
      [centre],
    ),
  );

  const located = nearMe.status === 'located' ? nearMe.position : null;
  const listed = useMemo(() => {
    const matching = filterRestaurants(restaurants ?? [], filter);
    return located ? sortByDistance(matching, located) : matching.map((restaurant) => ({ restaurant, km: null }));
  }, [restaurants, filter, located]);
  const [drawn, setDrawn] = useState(FIRST_ENTRIES);
  const moreToDraw = restaurants !== undefined && drawn < listed.length;
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
  const pins = useMemo<MapPin[]>(
    () => listed.map(({ restaurant }) => ({ id: restaurant.id, name: restaurant.name, latitude: restaurant.latitude, longitude: restaurant.longitude })),
    [listed],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: RestaurantFilter = { provinceId: provinceDraft === '' ? null : Number(provinceDraft), serviceIds: servicesDraft };
    setFilter(next);
    const stillListed = filterRestaurants(restaurants ?? [], next).some((restaurant) => restaurant.id === selectedId);
    if (!stillListed) {
      setSelectedId(null);
      setHoursId(null);
    }
  };

  // A name: select the restaurant and centre the map on it, bringing the map into view where it sits above the list.
  const mapColumn = useRef<HTMLDivElement>(null);
  const chooseName = useCallback(
    (id: number) => {
      centre(id);
      const box = mapColumn.current?.getBoundingClientRect();
      if (box && (box.bottom < 0 || box.top > window.innerHeight)) {
        mapColumn.current?.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      }
    },
    [centre],
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
    if (!scrollTo) return;
    document.getElementById(entryId(scrollTo.id))?.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [scrollTo]);

  const geoMessage =
    nearMe.status === 'locating' ? m.locating
    : nearMe.status === 'denied' ? m.geoDenied
    : nearMe.status === 'unavailable' ? m.geoUnavailable
    : nearMe.status === 'unsupported' ? m.geoUnsupported
    : nearMe.status === 'located' ? m.sortedByDistance
    : null;
  const geoFailed = nearMe.status === 'denied' || nearMe.status === 'unavailable' || nearMe.status === 'unsupported';

  const noResult = restaurants !== undefined && showsNoResult(listed.length, filter);
  // Without provinces or services the search cannot filter by them; the list still shows every restaurant.
  const failedFilters = [provincesResult, servicesResult].filter((result) => result.isError && !result.data);

  return (
    <Page title={intl.formatMessage(m.title)} className={styles.page}>
      <p>{intl.formatMessage(m.intro)}</p>
      <form className={styles.search} role="search" aria-label={intl.formatMessage(m.searchLabel)} onSubmit={submit}>
        <div className={styles.field}>
          <label htmlFor="restaurantes-provincia">{intl.formatMessage(m.province)}</label>
          <select id="restaurantes-provincia" value={provinceDraft} onChange={(event) => setProvinceDraft(event.target.value)}>
            <option value="">{intl.formatMessage(m.allProvinces)}</option>
            {provinces.map((province) => (
              <option key={province.id} value={String(province.id)}>{province.name}</option>
            ))}
          </select>
        </div>
        <fieldset className={styles.services}>
          <legend>{intl.formatMessage(m.services)}</legend>
          {/* While the services load, their room is kept, so their arrival does not push the map and the list down. */}
          <div className={styles.checkArea}>
            <div className={servicesResult.isPending ? `${styles.checks} ${styles.checksPending}` : styles.checks}>
              {services.map((service) => {
                const checked = servicesDraft.includes(service.id);
                return (
                  <label key={service.id} className={styles.check}>
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={() =>
                        setServicesDraft((current) => (checked ? current.filter((id) => id !== service.id) : [...current, service.id]))
                      }
                    />
                    {service.name}
                  </label>
                );
              })}
            </div>
          </div>
        </fieldset>
        <div className={styles.searchActions}>
          <Button type="submit">{intl.formatMessage(m.submit)}</Button>
          <Button variant="secondary" onClick={locate} aria-describedby="restaurantes-ubicacion">
            {intl.formatMessage(m.nearMe)}
          </Button>
        </div>
      </form>
      {failedFilters.length > 0 ? (
        <LoadError
          message={intl.formatMessage(m.filtersLoadError)}
          error={failedFilters[0]?.error}
          retrying={failedFilters.some((result) => result.isFetching)}
          onRetry={() => failedFilters.forEach((result) => void result.refetch())}
        />
      ) : null}
      <p id="restaurantes-ubicacion" role="status" className={geoFailed ? styles.geoError : styles.geoInfo}>
        {geoMessage ? intl.formatMessage(geoMessage) : null}
      </p>
      <p className={styles.note}>{intl.formatMessage(m.note)}</p>

      <div className={styles.layout}>
        <section className={styles.results} aria-labelledby="restaurantes-resultados">
          <h2 id="restaurantes-resultados" className={styles.resultsHeading}>
            {intl.formatMessage(m.results)}
          </h2>
          {restaurantsResult.isError && !restaurants ? (
            <LoadError
              message={intl.formatMessage(m.loadError)}
              error={restaurantsResult.error}
              retrying={restaurantsResult.isFetching}
              onRetry={() => void restaurantsResult.refetch()}
            />
          ) : !restaurants ? (
            <Spinner />
          ) : (
            <>
              <p role="status" className={noResult ? styles.noResult : styles.count}>
                {noResult ? intl.formatMessage(m.noResult) : intl.formatMessage(m.resultCount, { count: listed.length })}
              </p>
              <ul className={styles.list}>
                {listed.slice(0, drawn).map(({ restaurant, km }) => (
                  <RestaurantCard
                    key={restaurant.id}
                    restaurant={restaurant}
                    km={km}
                    now={now}
                    selected={restaurant.id === selectedId}
                    hoursOpen={restaurant.id === hoursId}
                    onChoose={chooseName}
                    onToggleHours={toggleHours}
                  />
                ))}
              </ul>
            </>
          )}
        </section>
        <div className={styles.mapColumn} ref={mapColumn}>
          {/* OpenLayers comes after the page, in chunks of its own: if they cannot load, the list still serves every restaurant. */}
          {mapFailed ? (
            <p className={styles.mapFallback}>{intl.formatMessage(m.mapError)}</p>
          ) : (
            <MapView
              key={language}
              pins={pins}
              selectedId={selectedId}
              focus={focus}
              onSelect={choosePin}
              onFail={failMap}
              loading={<Spinner label={intl.formatMessage(m.mapLoading)} />}
            />
          )}
        </div>
      </div>
    </Page>
  );
}
