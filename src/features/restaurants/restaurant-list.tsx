import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Restaurant } from '../../api/queries/restaurants';
import { useNow } from '../../lib/use-now';
import { Button } from '../../ui/button';
import { LoadError } from '../../ui/load-error';
import { Spinner } from '../../ui/spinner';
import { finderMessages as fm } from './finder-messages';
import { restaurantsMessages as m } from './messages';
import { RestaurantCard } from './restaurant-card';
import styles from './restaurants.module.css';
import { PAGE_SIZE, RESULTS_ID, type RestaurantFinder } from './use-restaurant-finder';

/**
 * The finder's results: how many restaurants match (or that none does), said to screen readers as it changes, and
 * their entries a page at a time, with a button that shows the next page and says how many remain; a spinner while
 * the restaurants load, and a way to load them again if that failed.
 */
export function RestaurantList({
  query,
  finder: { loaded, searching, listed, drawn, showMore, noResult, selectedId, hoursId, chooseName, toggleHours },
  paths,
  onShare,
}: {
  query: UseQueryResult<Restaurant[]>;
  finder: RestaurantFinder;
  /** Each restaurant's page path by id (useRestaurantPaths). */
  paths: ReadonlyMap<number, string>;
  onShare: (restaurant: Restaurant) => void;
}) {
  const intl = useIntl();
  // The open-now badges follow the clock.
  const now = useNow();
  const remaining = Math.max(0, listed.length - drawn);
  return (
    <section className={styles.results} aria-labelledby={RESULTS_ID}>
      <h2 id={RESULTS_ID} className={styles.resultsHeading}>
        {intl.formatMessage(fm.results)}
      </h2>
      {query.isError && !loaded ? (
        <LoadError
          message={intl.formatMessage(m.loadError)}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : !loaded ? (
        <Spinner />
      ) : (
        <>
          <p role="status" className={noResult ? styles.noResult : styles.count}>
            {noResult ? intl.formatMessage(fm.noResult) : intl.formatMessage(fm.resultCount, { count: listed.length })}
          </p>
          {/* While a search is drawn the entries shown are the previous search's: said busy, and shown faded. */}
          <ul className={styles.list} aria-busy={searching || undefined}>
            {listed.slice(0, drawn).map(({ restaurant, km }) => (
              <RestaurantCard
                key={restaurant.id}
                restaurant={restaurant}
                page={paths.get(restaurant.id) ?? '/restaurantes'}
                km={km}
                now={now}
                selected={restaurant.id === selectedId}
                hoursOpen={restaurant.id === hoursId}
                onChoose={chooseName}
                onToggleHours={toggleHours}
                onShare={onShare}
              />
            ))}
          </ul>
          {remaining > 0 ? (
            <Button variant="secondary" className={styles.more} onClick={showMore}>
              {intl.formatMessage(fm.showMore, { count: Math.min(PAGE_SIZE, remaining), remaining })}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
