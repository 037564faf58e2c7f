import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { provincesQuery } from '../../api/queries/provinces';
import { restaurantsQuery } from '../../api/queries/restaurants';
import { servicesQuery } from '../../api/queries/services';
import { provincesWithRestaurants } from '../../domain/provinces';
import { useLocale } from '../../i18n/use-locale';
import { LoadError } from '../../ui/load-error';
import { Page } from '../../ui/page';
import { finderMessages as fm } from './finder-messages';
import { restaurantsMessages as m } from './messages';
import { ProvinceDirectory } from './province-directory';
import { RestaurantList } from './restaurant-list';
import { RestaurantMap } from './restaurant-map';
import { filterableServices } from './restaurant-search';
import { NEAR_ME_STATUS_ID, RestaurantSearchForm } from './restaurant-search-form';
import styles from './restaurants.module.css';
import { useRestaurantAddress } from './use-restaurant-address';
import { useRestaurantFinder } from './use-restaurant-finder';
import { useRestaurantPaths, useWithPaths } from './use-restaurant-paths';
import { useStoredSince } from '../../api/stored-answers';
import { StoredDataNote } from '../../ui/stored-data-note';
import { RESTAURANT_READS } from './restaurant-places';

/**
 * /restaurantes: a province select and service checkboxes filter the list and the map on submit; each restaurant
 * shows its address, directions, hours and an order button; the map and the list select together. "Near me" sorts
 * the list by distance. The address names the restaurant chosen (`?id=`), and each one can be shared.
 */
export default function RestaurantsPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const restaurantsResult = useQuery(restaurantsQuery(locale));
  const provincesResult = useQuery(provincesQuery(locale));
  // Service names are localized: the query is keyed by language, so a switch loads them again.
  const servicesResult = useQuery(servicesQuery(locale));
  const storedSince = useStoredSince(RESTAURANT_READS);
  // The list is drawn in a background render React can split and interrupt: the answer arrives as an urgent update,
  // and drawing every entry at once blocked the page for one long task.
  // At a chain's size the restaurants' addresses are made in steps before the list is drawn with them.
  const restaurants = useWithPaths(useDeferredValue(restaurantsResult.data));
  const paths = useRestaurantPaths(restaurants);
  const mapColumn = useRef<HTMLDivElement>(null);
  const finder = useRestaurantFinder(restaurants, mapColumn);
  const share = useRestaurantAddress(restaurants, finder.selectedId, finder.choosePin);

  const provinces = useMemo(
    () => provincesWithRestaurants(provincesResult.data ?? [], restaurants ?? []),
    [provincesResult.data, restaurants],
  );
  const services = useMemo(() => filterableServices(servicesResult.data ?? []), [servicesResult.data]);

  const { status } = finder.nearMe;
  const geoMessage =
    status === 'locating'
      ? fm.locating
      : status === 'denied'
        ? fm.geoDenied
        : status === 'unavailable'
          ? fm.geoUnavailable
          : status === 'unsupported'
            ? fm.geoUnsupported
            : status === 'located'
              ? fm.sortedByDistance
              : null;
  const geoFailed = status === 'denied' || status === 'unavailable' || status === 'unsupported';

  // Without provinces or services the search cannot filter by them; the list still shows every restaurant.
  const failedFilters = [provincesResult, servicesResult].filter((result) => result.isError && !result.data);

  return (
    <Page title={intl.formatMessage(m.title)} className={styles.page}>
      <StoredDataNote since={storedSince} />
      <p>{intl.formatMessage(fm.intro)}</p>
      <RestaurantSearchForm
        provinces={provinces}
        services={services}
        servicesPending={servicesResult.isPending}
        onSearch={finder.search}
        onNearMe={finder.locate}
      />
      {failedFilters.length > 0 ? (
        <LoadError
          message={intl.formatMessage(fm.filtersLoadError)}
          error={failedFilters[0]?.error}
          retrying={failedFilters.some((result) => result.isFetching)}
          onRetry={() => failedFilters.forEach((result) => void result.refetch())}
        />
      ) : null}
      <p id={NEAR_ME_STATUS_ID} role="status" className={geoFailed ? styles.geoError : styles.geoInfo}>
        {geoMessage ? intl.formatMessage(geoMessage) : null}
      </p>
      <p className={styles.note}>{intl.formatMessage(m.note)}</p>

      <div className={styles.layout}>
        <RestaurantList query={restaurantsResult} finder={finder} paths={paths} onShare={share} />
        <div className={styles.mapColumn} ref={mapColumn}>
          <RestaurantMap
            key={locale}
            pins={finder.pins}
            selectedId={finder.selectedId}
            focus={finder.focus}
            onSelect={finder.choosePin}
            failure={intl.formatMessage(fm.mapError)}
          />
        </div>
      </div>
      <ProvinceDirectory />
    </Page>
  );
}
