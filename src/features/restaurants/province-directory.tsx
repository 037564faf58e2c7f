import { useQueryClient } from '@tanstack/react-query';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/use-locale';
import { Isolated } from '../../ui/isolated';
import { provinceDirectoryQuery } from './province-directory-data';
import { finderMessages as fm } from './finder-messages';
import styles from './restaurants.module.css';
import { useQuietRefresh } from './use-quiet-refresh';

const HEADING_ID = 'por-provincia';

/**
 * Every province with a restaurant, each a link to its page: in the finder's pre-rendered HTML, the way a crawler,
 * or a visitor whose scripts have not run, reaches every restaurant. Nothing is drawn until the provinces are known.
 * Memoized: it takes nothing from the finder, and a search or "Near me" drew its links again (at a chain's size, every
 * province's) in the frame that answered the tap.
 */
export const ProvinceDirectory = memo(function ProvinceDirectory() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { data: provinces } = useQuietRefresh(provinceDirectoryQuery(useQueryClient(), locale));
  if (!provinces || provinces.length === 0) return null;
  return (
    <section aria-labelledby={HEADING_ID} className={styles.directory}>
      <h2 id={HEADING_ID}>{intl.formatMessage(fm.byProvince)}</h2>
      <ul>
        {provinces.map((province) => (
          <li key={province.id}>
            <Link to={province.path}>
              <Isolated>{province.name}</Isolated>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
});
