import { memo, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { type AllergenKey, EU_ALLERGENS } from '../../domain/food-information.mjs';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import styles from './menu.module.css';
import { allergenMessages, menuMessages as m } from './messages';
import { formatList } from '../../i18n/format-list';

/**
 * "Hide products that contain…": the 14 EU allergens as boxes, several at once. The choice lives in the address,
 * so a filtered menu can be shared. Memoized: a product's dialog opening does not change it.
 */
export const AllergenFilterPanel = memo(function AllergenFilterPanel({
  excluded,
  hidden,
  onChange,
}: {
  excluded: AllergenKey[];
  hidden: number;
  onChange: (next: AllergenKey[]) => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(excluded.length > 0);
  const panelId = useId();
  const names = excluded.map((key) => intl.formatMessage(allergenMessages[key]));
  return (
    <div className={styles.filter}>
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="alert" size={20} />
        {excluded.length > 0
          ? intl.formatMessage(m.filterActive, { count: excluded.length })
          : intl.formatMessage(m.filterToggle)}
      </Button>
      <div id={panelId} hidden={!open} className={styles.filterPanel}>
        <fieldset>
          <legend>{intl.formatMessage(m.filterLegend)}</legend>
          <ul className={styles.filterOptions}>
            {EU_ALLERGENS.map((key) => (
              <li key={key}>
                <label>
                  <input
                    type="checkbox"
                    checked={excluded.includes(key)}
                    onChange={(event) =>
                      onChange(event.target.checked ? [...excluded, key] : excluded.filter((value) => value !== key))
                    }
                  />
                  <img src={`/media/allergens/${key}.svg`} alt="" width={28} height={28} loading="lazy" />
                  {intl.formatMessage(allergenMessages[key])}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {excluded.length > 0 ? (
          <Button variant="secondary" onClick={() => onChange([])}>
            {intl.formatMessage(m.filterClear)}
          </Button>
        ) : null}
      </div>
      <p className={styles.filterSummary} aria-live="polite">
        {excluded.length > 0
          ? intl.formatMessage(m.filterHidden, {
              count: hidden,
              allergens: formatList(intl, names, 'disjunction'),
            })
          : ''}
      </p>
      {excluded.length > 0 ? <p className={styles.note}>{intl.formatMessage(m.allergenNote)}</p> : null}
    </div>
  );
});
