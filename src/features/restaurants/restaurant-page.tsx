import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useHref, useParams } from 'react-router';
import type { Restaurant } from '../../api/queries/restaurants';
import { orderTarget } from '../../domain/delivery';
import { isNationalHoliday, openStatusAt } from '../../domain/opening-hours';
import { provincePath, provinceSlug, restaurantPath } from '../../domain/restaurant-paths.mjs';
import { useLocale } from '../../i18n/use-locale';
import { formatTimeOfDay } from '../../i18n/format-time';
import { isolatedText } from '../../lib/isolated-text';
import { jsonLdText } from '../../lib/json-ld';
import { useNow } from '../../lib/use-now';
import { useSession } from '../../session/use-session';
import { buttonClassName } from '../../ui/button';
import { Isolated } from '../../ui/isolated';
import { LoadError } from '../../ui/load-error';
import { NotFound } from '../../ui/not-found';
import { OrderLink } from '../../ui/order-link';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { restaurantPageMessages as m } from './restaurant-page-messages';
import { restaurantPageTitle } from './page-head';
import { type RestaurantPageData, restaurantPageQuery } from './restaurant-page-data';
import { isFilterableService, publicAddress, RESTAURANT_PARAM, restaurantTimeZone } from './restaurant-places';
import styles from './restaurants.module.css';
import { breadcrumbStructuredData, restaurantStructuredData } from './structured-data';
import { DirectionsLink, PostalAddress, WeekHours } from './restaurant-parts';
import { RestaurantMap } from './restaurant-map';
import { useQuietRefresh } from './use-quiet-refresh';

/** The section of the page with the restaurants around it, which the breadcrumb's city leads to. */
const NEARBY_ID = 'cerca';

/**
 * The page of a slug: the one the pre-rendered page carries, drawn at once, or the one drawn from the restaurant list
 * (a page opened from the finder, or a restaurant added since the build). A built page asks for the list when the
 * browser is quiet after the page has started, and draws what changed; a page drawn without one asks at once.
 */
function useRestaurantPage(slug: string) {
  const { locale } = useLocale();
  return useQuietRefresh(restaurantPageQuery(useQueryClient(), locale, slug));
}

/**
 * Open or closed now and until when, in the restaurant's own time, labelled as the Canary Islands' time where it is.
 * Unknown until the browser's clock is read (a pre-rendered page was drawn at build time): its line keeps its room.
 */
function OpenNow({ restaurant, now }: { restaurant: Restaurant; now: Date | null }) {
  const intl = useIntl();
  const time = (minutes: number) => formatTimeOfDay(intl, minutes);
  const zone = restaurantTimeZone(restaurant);
  if (!now) return <p className={styles.openLine} aria-hidden="true" />;
  const status = openStatusAt(restaurant.schedule, now, isNationalHoliday, zone);
  const text = status.open
    ? intl.formatMessage(m.openUntil, { time: time(status.closes) })
    : status.opens === null
      ? intl.formatMessage(m.closedNow)
      : intl.formatMessage(m.closedOpensAt, { time: time(status.opens) });
  return (
    <p className={styles.openLine}>
      <span className={status.open ? styles.openBadge : styles.closedBadge}>
        {zone === 'canary' ? intl.formatMessage(m.inTimeZone, { text, zone: intl.formatMessage(m.canaryTime) }) : text}
      </span>
    </p>
  );
}

/** A small map with the restaurant's pin; OpenLayers comes after the page, and the page stands without it. */
function PinMap({ restaurant }: { restaurant: Restaurant }) {
  const intl = useIntl();
  const pins = useMemo(
    () => [
      { id: restaurant.id, latitude: restaurant.latitude, longitude: restaurant.longitude, name: restaurant.name },
    ],
    [restaurant],
  );
  const focus = useMemo(() => ({ id: restaurant.id, seq: 1 }), [restaurant.id]);
  const select = useCallback(() => undefined, []);
  return (
    <div className={styles.pageMap}>
      <RestaurantMap
        pins={pins}
        selectedId={restaurant.id}
        focus={focus}
        onSelect={select}
        failure={intl.formatMessage(m.pageMapError)}
        description={intl.formatMessage(m.pageMapDescription, { name: isolatedText(restaurant.name) })}
      />
    </div>
  );
}

function RestaurantDetails({
  page: { restaurant, nearby },
  slug,
}: {
  page: RestaurantPageData;
  /** The slug of the address it is shown at, made from the Spanish answer. */
  slug: string;
}) {
  const intl = useIntl();
  const session = useSession();
  const now = useNow();
  const pageAddress = publicAddress(useHref(restaurantPath(slug)));
  const finderAddress = publicAddress(useHref('/restaurantes'));
  const menuAddress = publicAddress(useHref('/carta'));
  const services = restaurant.services.filter(isFilterableService).map((service) => service.name);
  const title = intl.formatMessage(m.title);
  const documentTitle = restaurantPageTitle(intl, restaurant);
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <Page title={<Isolated>{restaurant.name}</Isolated>} className={styles.page}>
      <nav aria-label={intl.formatMessage(m.breadcrumb)} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/restaurantes">{title}</Link>
          </li>
          <li>
            {/* The city leads to its other restaurants, where it has any. */}
            {nearby.restaurants.length > 0 ? (
              <a href={`#${NEARBY_ID}`}>
                <Isolated>{restaurant.city}</Isolated>
              </a>
            ) : (
              <Isolated>{restaurant.city}</Isolated>
            )}
          </li>
          <li aria-current="page">
            <Isolated>{restaurant.name}</Isolated>
          </li>
        </ol>
      </nav>
      <OpenNow restaurant={restaurant} now={now} />
      <PostalAddress restaurant={restaurant} className={styles.pageAddress} />
      <div className={styles.pageActions}>
        <OrderLink target={orderTarget(session !== null)} />
        <DirectionsLink restaurant={restaurant} className={buttonClassName('secondary')} />
        <Link to={`/restaurantes?${RESTAURANT_PARAM}=${restaurant.id}`} className={buttonClassName('secondary')}>
          {intl.formatMessage(m.inFinder)}
        </Link>
      </div>
      <div className={styles.pageColumns}>
        <div>
          <section aria-labelledby="horario" className={styles.pageSection}>
            <h2 id="horario">{intl.formatMessage(m.hoursHeading)}</h2>
            <div className={styles.hours}>
              <WeekHours restaurant={restaurant} now={now} />
            </div>
          </section>
          <section aria-labelledby="servicios" className={styles.pageSection}>
            <h2 id="servicios">{intl.formatMessage(m.servicesHeading)}</h2>
            {services.length > 0 ? (
              <ul className={styles.serviceList}>
                {services.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            ) : (
              <p>{intl.formatMessage(m.noServices)}</p>
            )}
            <p className={styles.note}>{intl.formatMessage(m.note)}</p>
          </section>
        </div>
        <section aria-labelledby="mapa" className={styles.pageSection}>
          <h2 id="mapa">{intl.formatMessage(m.mapHeading)}</h2>
          <PinMap restaurant={restaurant} />
        </section>
      </div>
      {nearby.restaurants.length > 0 ? (
        <section id={NEARBY_ID} aria-labelledby={`${NEARBY_ID}-titulo`} className={styles.pageSection}>
          <h2 id={`${NEARBY_ID}-titulo`}>
            {intl.formatMessage(nearby.within === 'city' ? m.nearbyCity : m.nearbyProvince, {
              place: isolatedText(nearby.within === 'city' ? restaurant.city : restaurant.province.name),
            })}
          </h2>
          <ul className={styles.nearby}>
            {nearby.restaurants.map((other) => (
              <li key={other.id}>
                <Link to={other.path}>
                  <Isolated>{other.name}</Isolated>
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <Link to={provincePath(provinceSlug(restaurant.province))}>
              {intl.formatMessage(m.allInProvince, { province: isolatedText(restaurant.province.name) })}
            </Link>
          </p>
        </section>
      ) : null}
      <script type="application/ld+json">
        {jsonLdText(restaurantStructuredData(restaurant, { page: pageAddress, menu: menuAddress }))}
      </script>
      <script type="application/ld+json">
        {jsonLdText(
          breadcrumbStructuredData([
            { name: title, address: finderAddress },
            ...(nearby.restaurants.length > 0
              ? [{ name: restaurant.city, address: `${pageAddress}#${NEARBY_ID}` }]
              : []),
            { name: restaurant.name, address: pageAddress },
          ]),
        )}
      </script>
    </Page>
  );
}

/**
 * /restaurantes/<slug>: one restaurant's own page, the one search engines find it by. Every restaurant the API
 * listed at the build is pre-rendered with it; one added since is drawn here as soon as the API lists it, and an
 * address that names no restaurant is the not-found page.
 */
export default function RestaurantPage() {
  const intl = useIntl();
  const { slug = '' } = useParams();
  const shown = useRestaurantPage(slug);
  if (shown.data) return <RestaurantDetails page={shown.data} slug={slug} />;
  if (shown.isError && shown.data === undefined)
    return (
      <Page title={intl.formatMessage(m.title)} className={styles.page}>
        <LoadError
          message={intl.formatMessage(m.loadError)}
          error={shown.error}
          retrying={shown.isFetching}
          onRetry={() => void shown.refetch()}
        />
      </Page>
    );
  if (shown.data === undefined)
    return (
      <Page title={intl.formatMessage(m.title)} className={styles.page}>
        <Spinner label={intl.formatMessage(m.pageLoading)} />
      </Page>
    );
  return <NotFound />;
}
