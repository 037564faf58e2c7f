import { useIntl } from 'react-intl';
import type { Restaurant } from '../../api/queries/restaurants';
import { isolatedText } from '../../lib/isolated-text';
import { ExternalLink } from '../../ui/external-link';
import { Isolated } from '../../ui/isolated';
import { SCHEDULE_DAYS, scheduleDayOf, spanishTime } from '../../domain/opening-hours';
import { restaurantsMessages as m } from './messages';
import { directionsUrl, restaurantTimeZone } from './restaurant-places';
import styles from './restaurants.module.css';

/**
 * A restaurant's week of hours with its holiday line, in its own time (the Canary Islands' said so), today's line
 * marked once the clock is read (`now` is null before): in a finder's entry and on the restaurant's page.
 */
export function WeekHours({ restaurant, now }: { restaurant: Restaurant; now: Date | null }) {
  const intl = useIntl();
  const zone = restaurantTimeZone(restaurant);
  const today = now ? scheduleDayOf(spanishTime(now, zone)) : null;
  return (
    <>
      {zone === 'canary' ? <p className={styles.zone}>{intl.formatMessage(m.canaryTime)}</p> : null}
      <dl>
        {SCHEDULE_DAYS.map((day) => (
          <div key={day} className={day === today ? styles.today : undefined}>
            <dt>
              {intl.formatMessage(m[day])}
              {day === today ? <span className="visually-hidden"> {intl.formatMessage(m.today)}</span> : null}
            </dt>
            <dd>{restaurant.schedule[day]}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** Where a restaurant is: its street address, then postal code, city and province. */
export function PostalAddress({ restaurant, className }: { restaurant: Restaurant; className: string | undefined }) {
  return (
    <address className={className}>
      <Isolated>{restaurant.address}</Isolated>
      <br />
      <Isolated>{restaurant.postalCode}</Isolated> <Isolated>{restaurant.city}</Isolated> (
      <Isolated>{restaurant.province.name}</Isolated>)
    </address>
  );
}

/** "Cómo llegar": directions to the restaurant's coordinates in a new tab, named after it for screen readers. */
export function DirectionsLink({ restaurant, className }: { restaurant: Restaurant; className: string }) {
  const intl = useIntl();
  return (
    <ExternalLink href={directionsUrl(restaurant)} className={className}>
      {intl.formatMessage(m.directions)}{' '}
      <span className="visually-hidden">
        {intl.formatMessage(m.directionsTo, { name: isolatedText(restaurant.name) })}
      </span>
    </ExternalLink>
  );
}
