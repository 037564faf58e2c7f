import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { provincesQuery } from '../../api/queries/provinces';
import { restaurantsQuery } from '../../api/queries/restaurants';
import { useLocale } from '../../i18n/use-locale';
import { buttonClassName } from '../../ui/button';
import { ExternalLink } from '../../ui/external-link';
import { LoadError } from '../../ui/load-error';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import styles from './contact.module.css';
import { provincesWithRestaurants } from '../../domain/provinces';
import { contactMessages as m } from './messages';
import { jobSiteUrl, loadErrorMessage, restaurantsInProvince } from './work-with-us';

function RequiredMark() {
  const intl = useIntl();
  return (
    <>
      <span className={styles.required} aria-hidden="true">
        {' '}
        *
      </span>
      <span className="visually-hidden">
        {' '}
        ({intl.formatMessage({ id: 'form.required', defaultMessage: 'obligatorio' })})
      </span>
    </>
  );
}

/**
 * /restaurant-contact, work with us: a required province and an optional restaurant of that
 * province; Next opens the job site in a new tab, and only once a province is chosen.
 */
export default function RestaurantContactPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const restaurants = useQuery(restaurantsQuery(locale));
  const provinces = useQuery(provincesQuery(locale));
  const [provinceId, setProvinceId] = useState<number | null>(null);
  const [restaurantId, setRestaurantId] = useState<number | null>(null);

  const provinceOptions = useMemo(
    () => provincesWithRestaurants(provinces.data ?? [], restaurants.data ?? []),
    [provinces.data, restaurants.data],
  );
  const restaurantOptions = useMemo(
    () => restaurantsInProvince(restaurants.data ?? [], provinceId),
    [restaurants.data, provinceId],
  );

  const failed = [restaurants, provinces].filter((result) => result.isError);
  const failure = loadErrorMessage({ restaurants: restaurants.isError, provinces: provinces.isError });

  return (
    <Page title={intl.formatMessage(m.workWithUsTitle)} className={styles.formPage}>
      <p>{intl.formatMessage(m.workWithUsIntro)}</p>
      {failure ? (
        <LoadError
          message={intl.formatMessage(failure)}
          error={failed[0]?.error}
          retrying={failed.some((result) => result.isFetching)}
          onRetry={() => failed.forEach((result) => void result.refetch())}
        />
      ) : !restaurants.data || !provinces.data ? (
        <Spinner />
      ) : (
        <div className={styles.workWithUs} role="group" aria-labelledby="work-with-us-label">
          <h2 id="work-with-us-label" className={styles.groupTitle}>
            {intl.formatMessage(m.workWithUsLabel)}
          </h2>
          <p className={styles.requiredNote}>
            {intl.formatMessage({
              id: 'form.requiredNote',
              defaultMessage: 'Los campos marcados con * son obligatorios.',
            })}
          </p>
          <div className={styles.field}>
            <label htmlFor="work-with-us-province" className={styles.label}>
              {intl.formatMessage(m.province)}
              <RequiredMark />
            </label>
            <select
              id="work-with-us-province"
              className={styles.select}
              required
              value={provinceId === null ? '' : String(provinceId)}
              onChange={(event) => {
                setProvinceId(event.target.value === '' ? null : Number(event.target.value));
                // A restaurant of another province no longer applies.
                setRestaurantId(null);
              }}
            >
              <option value="">{intl.formatMessage(m.chooseProvince)}</option>
              {provinceOptions.map((province) => (
                <option key={province.id} value={String(province.id)}>
                  {province.name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="work-with-us-restaurant" className={styles.label}>
              {intl.formatMessage(m.restaurant)}
            </label>
            {provinceId === null ? (
              <p id="work-with-us-restaurant-hint" className={styles.hint}>
                {intl.formatMessage(m.restaurantHint)}
              </p>
            ) : null}
            <select
              id="work-with-us-restaurant"
              className={styles.select}
              disabled={provinceId === null}
              aria-describedby={provinceId === null ? 'work-with-us-restaurant-hint' : undefined}
              value={restaurantId === null ? '' : String(restaurantId)}
              onChange={(event) => setRestaurantId(event.target.value === '' ? null : Number(event.target.value))}
            >
              <option value="">{intl.formatMessage(m.anyRestaurant)}</option>
              {restaurantOptions.map((restaurant) => (
                <option key={restaurant.id} value={String(restaurant.id)}>
                  {restaurant.name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.actions}>
            {provinceId === null ? (
              // A link cannot be disabled: without an address it leads nowhere, and says so.
              <a
                role="link"
                aria-disabled="true"
                aria-describedby="work-with-us-next-hint"
                className={`${buttonClassName('primary')} ${styles.nextDisabled}`}
              >
                {intl.formatMessage(m.next)}
              </a>
            ) : (
              <ExternalLink className={buttonClassName('primary')} href={jobSiteUrl(provinceId, restaurantId)}>
                {intl.formatMessage(m.next)}
              </ExternalLink>
            )}
          </div>
          {provinceId === null ? (
            <p id="work-with-us-next-hint" className={styles.hint}>
              {intl.formatMessage(m.nextHint)}
            </p>
          ) : null}
        </div>
      )}
    </Page>
  );
}
