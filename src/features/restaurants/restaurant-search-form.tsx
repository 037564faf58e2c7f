import { type FormEvent, memo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Province } from '../../api/queries/provinces';
import type { Service } from '../../api/queries/services';
import { Button } from '../../ui/button';
import { finderMessages as fm } from './finder-messages';
import type { RestaurantFilter } from './restaurant-search';
import styles from './restaurants.module.css';

/** The id of the text that says how "Near me" went. */
export const NEAR_ME_STATUS_ID = 'restaurantes-ubicacion';

/**
 * The finder's search: a province select and service checkboxes, applied only when the search is submitted, and the
 * "Near me" button. Memoized: a search draws the list busy, not the form it came from.
 */
export const RestaurantSearchForm = memo(function RestaurantSearchForm({
  provinces,
  services,
  servicesPending,
  onSearch,
  onNearMe,
}: {
  provinces: readonly Province[];
  services: readonly Service[];
  servicesPending: boolean;
  onSearch: (filter: RestaurantFilter) => void;
  onNearMe: () => void;
}) {
  const intl = useIntl();
  const [provinceDraft, setProvinceDraft] = useState('');
  const [servicesDraft, setServicesDraft] = useState<number[]>([]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch({ provinceId: provinceDraft === '' ? null : Number(provinceDraft), serviceIds: servicesDraft });
  };

  return (
    <form className={styles.search} role="search" aria-label={intl.formatMessage(fm.searchLabel)} onSubmit={submit}>
      <div className={styles.field}>
        <label htmlFor="restaurantes-provincia">{intl.formatMessage(fm.province)}</label>
        <select
          id="restaurantes-provincia"
          value={provinceDraft}
          onChange={(event) => setProvinceDraft(event.target.value)}
        >
          <option value="">{intl.formatMessage(fm.allProvinces)}</option>
          {provinces.map((province) => (
            <option key={province.id} value={String(province.id)}>
              {province.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={styles.services}>
        <legend>{intl.formatMessage(fm.services)}</legend>
        {/* While the services load, their room is kept, so their arrival does not push the map and the list down. */}
        <div className={styles.checkArea}>
          <div className={servicesPending ? `${styles.checks} ${styles.checksPending}` : styles.checks}>
            {services.map((service) => {
              const checked = servicesDraft.includes(service.id);
              return (
                <label key={service.id} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={() =>
                      setServicesDraft((current) =>
                        checked ? current.filter((id) => id !== service.id) : [...current, service.id],
                      )
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
        <Button type="submit">{intl.formatMessage(fm.submit)}</Button>
        <Button variant="secondary" onClick={onNearMe} aria-describedby={NEAR_ME_STATUS_ID}>
          {intl.formatMessage(fm.nearMe)}
        </Button>
      </div>
    </form>
  );
});
