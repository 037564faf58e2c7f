import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { type AllergenKey, EU_ALLERGENS } from '../../domain/food-information.mjs';
import type { DataColumn } from '../../renderers/data-table/data-table';
import { Button } from '../../ui/button';
import styles from './allergens-page.module.css';
import { allergenMessages, allergensMessages as m } from './messages';
import {
  matchesSearch,
  type ProductRow,
  ProductTable,
  productColumn,
  ResultCount,
  SearchField,
  unknownMark,
  useMarks,
} from './product-table';

/**
 * Every product against the 14 allergens, with a search box and "show only the products without…". A product
 * whose allergens are not known stays in the list, marked unknown: it is never shown as free of them.
 */
export function AllergenTable({ rows, drawn }: { rows: ProductRow[]; drawn: number }) {
  const intl = useIntl();
  const marks = useMarks();
  const [query, setQuery] = useState('');
  const [excluded, setExcluded] = useState<AllergenKey[]>([]);

  const columns = useMemo<DataColumn<ProductRow>[]>(
    () => [
      productColumn(intl.formatMessage(m.product), (row) => {
        if (!row.allergens)
          return intl.formatMessage(row.state.status === 'failed' ? m.narrowUnknownAllergens : m.narrowChecking);
        return intl.formatMessage(row.allergens.size > 0 ? m.narrowContains : m.narrowNone);
      }),
      ...EU_ALLERGENS.map((key): DataColumn<ProductRow> => ({
        id: key,
        header: intl.formatMessage(allergenMessages[key]),
        // Ascending puts the products free of it first; unknown ones sit between, never among the free.
        sortValue: (row) => (row.allergens ? (row.allergens.has(key) ? 2 : 0) : 1),
        cell: (row) => {
          if (!row.allergens) return unknownMark(marks, row.state);
          return row.allergens.has(key) ? marks.contains : marks.free;
        },
      })),
    ],
    [intl, marks],
  );

  const shown = rows.filter(
    (row) => matchesSearch(row, query) && !(row.allergens && excluded.some((key) => row.allergens?.has(key))),
  );
  const unchecked = excluded.length > 0 ? shown.filter((row) => !row.allergens).length : 0;
  const toggle = (key: AllergenKey, on: boolean) =>
    setExcluded((current) =>
      on ? EU_ALLERGENS.filter((k) => k === key || current.includes(k)) : current.filter((k) => k !== key),
    );

  return (
    <>
      <div className={styles.filters}>
        <SearchField value={query} onChange={setQuery} />
        <fieldset className={styles.exclude}>
          <legend>{intl.formatMessage(m.exclude)}</legend>
          <ul>
            {EU_ALLERGENS.map((key) => (
              <li key={key}>
                <label>
                  <input
                    type="checkbox"
                    checked={excluded.includes(key)}
                    onChange={(event) => toggle(key, event.target.checked)}
                  />
                  {intl.formatMessage(allergenMessages[key])}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {(query !== '' || excluded.length > 0) && (
          <Button
            variant="secondary"
            onClick={() => {
              setQuery('');
              setExcluded([]);
            }}
          >
            {intl.formatMessage(m.clear)}
          </Button>
        )}
      </div>
      <ResultCount
        shown={shown.length}
        total={rows.length}
        extra={unchecked > 0 ? intl.formatMessage(m.unchecked, { count: unchecked }) : undefined}
      />
      <p className={styles.legend}>
        <span className="visually-hidden">{intl.formatMessage(m.legend)}: </span>
        <span>
          {marks.contains} <span aria-hidden="true">{intl.formatMessage(m.contains)}</span>
        </span>
        <span>
          {marks.free} <span aria-hidden="true">{intl.formatMessage(m.free)}</span>
        </span>
        <span>
          {marks.unknown} <span aria-hidden="true">{intl.formatMessage(m.unknown)}</span>
        </span>
      </p>
      <ProductTable
        caption={intl.formatMessage(m.allergensCaption)}
        className={styles.allergenTable}
        columns={columns}
        rows={shown}
        drawn={drawn}
      />
    </>
  );
}
