import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useHref, useParams } from 'react-router';
import { slugWords } from '../../domain/restaurant-paths.mjs';
import { useLocale } from '../../i18n/use-locale';
import { jsonLdText } from '../../lib/json-ld';
import { Isolated } from '../../ui/isolated';
import { LoadError } from '../../ui/load-error';
import { NotFound } from '../../ui/not-found';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { restaurantPageMessages as m } from './restaurant-page-messages';
import { type ProvincePageData, provincePageQuery } from './province-page-data';
import { provinceMessages as pm, provincePageTitle } from './province-messages';
import { publicAddress } from './restaurant-places';
import styles from './restaurants.module.css';
import { breadcrumbStructuredData } from './structured-data';
import { useQuietRefresh } from './use-quiet-refresh';

function ProvinceDirectoryPage({ page: { province, cities }, slug }: { page: ProvincePageData; slug: string }) {
  const intl = useIntl();
  const title = intl.formatMessage(m.title);
  const pageAddress = publicAddress(useHref(`/restaurantes/provincia/${slug}`));
  const finderAddress = publicAddress(useHref('/restaurantes'));
  const documentTitle = provincePageTitle(intl, province.name);
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <Page
      title={intl.formatMessage(pm.heading, { province: <Isolated key="province">{province.name}</Isolated> })}
      className={styles.page}
    >
      <nav aria-label={intl.formatMessage(m.breadcrumb)} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/restaurantes">{title}</Link>
          </li>
          <li aria-current="page">
            <Isolated>{province.name}</Isolated>
          </li>
        </ol>
      </nav>
      {cities.map(({ city, restaurants }) => {
        const id = `ciudad-${slugWords(city) || restaurants[0]!.id}`;
        return (
          <section key={city} aria-labelledby={id} className={styles.pageSection}>
            <h2 id={id}>
              <Isolated>{city}</Isolated>
            </h2>
            <ul className={styles.provinceList}>
              {restaurants.map((restaurant) => (
                <li key={restaurant.id}>
                  <Link to={restaurant.path}>
                    <Isolated>{restaurant.name}</Isolated>
                  </Link>
                  <span className={styles.provinceAddress}>
                    <Isolated>{restaurant.address}</Isolated>, <Isolated>{restaurant.postalCode}</Isolated>{' '}
                    <Isolated>{city}</Isolated>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <script type="application/ld+json">
        {jsonLdText(
          breadcrumbStructuredData([
            { name: title, address: finderAddress },
            { name: province.name, address: pageAddress },
          ]),
        )}
      </script>
    </Page>
  );
}

/**
 * /restaurantes/provincia/<slug>: every restaurant of a province, by city, each linking to its own page: the way a
 * crawler, or a visitor without scripts, reaches every restaurant. Every province with a restaurant at the build is
 * pre-rendered; one whose first restaurant opened since is drawn here once the API lists it.
 */
export default function ProvincePage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { province: slug = '' } = useParams();
  const shown = useQuietRefresh(provincePageQuery(useQueryClient(), locale, slug));
  if (shown.data) return <ProvinceDirectoryPage page={shown.data} slug={slug} />;
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
        <Spinner label={intl.formatMessage(pm.loading)} />
      </Page>
    );
  return <NotFound />;
}
