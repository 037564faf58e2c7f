import { memo } from 'react';
import { orderTarget } from '../../domain/delivery';
import { useIntl } from 'react-intl';
import type { Restaurant } from '../../api/queries/restaurants';
import { useSession } from '../../session/use-session';
import { buttonClassName } from '../../ui/button';
import { OrderLink } from '../../ui/order-link';
import { Icon } from '../../ui/icon';
import { Isolated } from '../../ui/isolated';
import { finderMessages as fm } from './finder-messages';
import { restaurantsMessages as m } from './messages';
import styles from './restaurants.module.css';
import { isNationalHoliday, isOpenAt } from '../../domain/opening-hours';
import { formatList } from '../../i18n/format-list';
import { isolatedText } from '../../lib/isolated-text';
import { jsonLdText } from '../../lib/json-ld';
import { restaurantStructuredData } from './structured-data';
import { DirectionsLink, PostalAddress, WeekHours } from './restaurant-parts';
import { isFilterableService, publicAddress, restaurantTimeZone } from './restaurant-places';
import { Link, useHref } from 'react-router';

export const entryId = (id: number) => `restaurante-${id}`;
/** The id of an entry's name, the button that centres the map on it. */
export const entryNameId = (id: number) => `${entryId(id)}-nombre`;

/**
 * One restaurant of the list: name (centres the map on it), open-now badge, address, distance, services,
 * directions, the weekly hours (expanding one restaurant at a time), sharing its address and the order button; with
 * its schema.org data.
 * Memoized: the page redraws on every answer of the API and every choice, and only the entries whose props change
 * need drawing again (the callbacks take the restaurant's id so they can stay the same).
 */
export const RestaurantCard = memo(function RestaurantCard({
  restaurant,
  page,
  selected,
  hoursOpen,
  km,
  now,
  onChoose,
  onToggleHours,
  onShare,
}: {
  restaurant: Restaurant;
  /** The path of the restaurant's own page, without a language prefix. */
  page: string;
  selected: boolean;
  hoursOpen: boolean;
  km: number | null;
  /** null until the page has mounted: the open-now badge is not pre-rendered. */
  now: Date | null;
  onChoose: (id: number) => void;
  onToggleHours: (id: number) => void;
  onShare: (restaurant: Restaurant) => void;
}) {
  const intl = useIntl();
  const session = useSession();
  const id = entryId(restaurant.id);
  // Its hours are read in its own time: the Canary Islands' are an hour behind the peninsula's.
  const zone = restaurantTimeZone(restaurant);
  const open = now ? isOpenAt(restaurant.schedule, now, isNationalHoliday, zone) : null;
  const pageAddress = publicAddress(useHref(page));
  const menuAddress = publicAddress(useHref('/carta'));
  const services = restaurant.services.filter(isFilterableService).map((service) => service.name);
  return (
    <li id={id} className={selected ? `${styles.entry} ${styles.selected}` : styles.entry}>
      <article aria-labelledby={entryNameId(restaurant.id)}>
        <div className={styles.entryHead}>
          <h3 className={styles.entryName}>
            <button
              type="button"
              id={entryNameId(restaurant.id)}
              className={styles.nameButton}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onChoose(restaurant.id)}
            >
              <Isolated>{restaurant.name}</Isolated>
            </button>
          </h3>
          {open === null ? null : (
            <span className={open ? styles.openBadge : styles.closedBadge}>
              {intl.formatMessage(open ? fm.openNow : m.closedNow)}
            </span>
          )}
        </div>
        <PostalAddress restaurant={restaurant} className={styles.address} />
        {km === null ? null : (
          <p className={styles.distance}>
            {intl.formatMessage(fm.distance, {
              distance: intl.formatNumber(km, {
                style: 'unit',
                unit: 'kilometer',
                maximumFractionDigits: km < 10 ? 1 : 0,
              }),
            })}
          </p>
        )}
        {services.length > 0 ? (
          <p className={styles.offers}>
            {intl.formatMessage(fm.offers, { services: formatList(intl, services, 'conjunction') })}
          </p>
        ) : null}
        <div className={styles.actions}>
          <DirectionsLink restaurant={restaurant} className={buttonClassName('secondary', styles.action)} />
          <button
            type="button"
            className={buttonClassName('secondary', styles.action)}
            aria-expanded={hoursOpen}
            aria-controls={`${id}-horario`}
            onClick={() => onToggleHours(restaurant.id)}
          >
            {intl.formatMessage(fm.hours)}{' '}
            <span className="visually-hidden">
              {intl.formatMessage(fm.hoursOf, { name: isolatedText(restaurant.name) })}
            </span>
            <Icon name="chevronDown" size={20} className={hoursOpen ? styles.chevronOpen : styles.chevron} />
          </button>
          <button
            type="button"
            className={buttonClassName('secondary', styles.action)}
            onClick={() => onShare(restaurant)}
          >
            {intl.formatMessage(fm.share)}{' '}
            <span className="visually-hidden">
              <Isolated>{restaurant.name}</Isolated>
            </span>
          </button>
          <OrderLink target={orderTarget(session !== null)} className={styles.action} />
          <Link to={page} className={buttonClassName('secondary', styles.action)}>
            {intl.formatMessage(fm.viewPage)}{' '}
            <span className="visually-hidden">
              <Isolated>{restaurant.name}</Isolated>
            </span>
          </Link>
        </div>
        {/* The schedule is drawn only while shown: a week of lines per entry was most of the list's elements. */}
        <div id={`${id}-horario`} hidden={!hoursOpen} className={styles.hours}>
          {hoursOpen ? <WeekHours restaurant={restaurant} now={now} /> : null}
        </div>
      </article>
      <script type="application/ld+json">
        {jsonLdText(restaurantStructuredData(restaurant, { page: pageAddress, menu: menuAddress }))}
      </script>
    </li>
  );
});
