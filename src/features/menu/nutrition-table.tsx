import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { NUTRIENTS } from '../../domain/food-information.mjs';
import type { DataColumn } from '../../renderers/data-table/data-table';
import styles from './allergens-page.module.css';
import { hasNutrition } from './menu-data';
import { allergensMessages as m, nutrientMessages } from './messages';
import { formatNutrient } from './nutrition';
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
import { formatList } from '../../i18n/format-list';

/**
 * Every product's nutritional values per serving, with a search box. Products without a weight declare none: they
 * are named below the table instead of filling a row with zeros.
 */
export function NutritionTable({ rows, drawn }: { rows: ProductRow[]; drawn: number }) {
  const intl = useIntl();
  const marks = useMarks();
  const [query, setQuery] = useState('');

  const columns = useMemo<DataColumn<ProductRow>[]>(
    () => [
      productColumn(intl.formatMessage(m.product), (row) => {
        const state = row.state.status;
        return state === 'loaded'
          ? undefined
          : intl.formatMessage(state === 'failed' ? m.narrowUnknownNutrition : m.narrowChecking);
      }),
      ...NUTRIENTS.map(({ key, unit }): DataColumn<ProductRow> => ({
        id: key,
        header: intl.formatMessage(nutrientMessages[key]),
        // Whole thousandths: the table sorts as text, in natural order, which reads decimals wrongly.
        sortValue: (row) => (row.state.status === 'loaded' ? Math.round(row.state.details.nutrition[key] * 1000) : -1),
        cell: (row) =>
          row.state.status === 'loaded'
            ? formatNutrient(intl, row.state.details.nutrition[key], unit)
            : unknownMark(marks, row.state),
      })),
    ],
    [intl, marks],
  );

  const withValues = rows.filter((row) => row.state.status !== 'loaded' || hasNutrition(row.state.details));
  const without = rows.filter((row) => row.state.status === 'loaded' && !hasNutrition(row.state.details));
  const shown = withValues.filter((row) => matchesSearch(row, query));

  return (
    <>
      <div className={styles.filters}>
        <SearchField value={query} onChange={setQuery} />
      </div>
      <ResultCount shown={shown.length} total={withValues.length} />
      <ProductTable
        caption={intl.formatMessage(m.nutritionCaption)}
        className={styles.nutritionTable}
        columns={columns}
        rows={shown}
        drawn={drawn}
      />
      {without.length > 0 && (
        <p>
          {intl.formatMessage(m.nutritionNone, {
            products: formatList(
              intl,
              without.map((row) => row.product.name),
              'conjunction',
            ),
          })}
        </p>
      )}
    </>
  );
}
