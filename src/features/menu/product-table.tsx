import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import type { ProductSummary } from '../../api/queries/menu';
import type { AllergenKey } from '../../domain/food-information.mjs';
import { type DataColumn, DataTable } from '../../renderers/data-table/data-table';
import styles from './allergens-page.module.css';
import { allergenKey, type DetailsState } from './menu-data';
import { allergensMessages as m } from './messages';

// What the allergen table and the nutrition table of /alergens share: one row per product of the menu, a product
// column whose name carries a line for the narrow cards, a search box, the count of rows shown, and the marks of a
// cell whose value is not known.

/** One product of the menu with what is known of its details. */
export type ProductRow = {
  product: ProductSummary;
  state: DetailsState;
  /** The EU allergens it contains; null while its details are loading or after they failed to load. */
  allergens: Set<AllergenKey> | null;
};

/** The rows of the menu's products, in menu order; a product not asked for yet counts as loading. */
export function productRows(products: ProductSummary[], details: Map<number, DetailsState>): ProductRow[] {
  return products.map((product) => {
    const state = details.get(product.id) ?? { status: 'loading' };
    const allergens =
      state.status === 'loaded'
        ? new Set(state.details.allergens.map(allergenKey).filter((key): key is AllergenKey => key !== null))
        : null;
    return { product, state, allergens };
  });
}

/** Case- and accent-insensitive text, so "pure" finds "Puré". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** Whether a row's product name holds what was typed in the search box. */
export const matchesSearch = (row: ProductRow, query: string) => fold(row.product.name).includes(fold(query.trim()));

export type MarkKind = 'contains' | 'free' | 'unknown' | 'checking';

/** A mark of a cell: a symbol for the eye and its meaning for everyone else. */
export function Mark({ kind, symbol }: { kind: MarkKind; symbol: string }) {
  const intl = useIntl();
  return (
    <span className={styles[kind]}>
      <span aria-hidden="true" className={styles.symbol}>{symbol}</span>
      <span className="visually-hidden">{intl.formatMessage(m[kind])}</span>
    </span>
  );
}

/** The mark of a cell whose product's details are not there: still loading, or failed (then unknown). */
export const unknownMark = (state: DetailsState) =>
  state.status === 'failed' ? <Mark kind="unknown" symbol="?" /> : <Mark kind="checking" symbol="…" />;

/**
 * The product column: sorted by name, each name with a line shown only where the table becomes cards (`narrow`
 * says what that line reads for a row, if anything).
 */
export function productColumn(header: string, narrow: (row: ProductRow) => string | undefined): DataColumn<ProductRow> {
  return {
    id: 'product',
    header,
    sortValue: (row) => row.product.name,
    cell: (row) => {
      const line = narrow(row);
      return (
        <>
          {row.product.name}
          {line && <span className={styles.narrowOnly}>{line}</span>}
        </>
      );
    },
  };
}

/** A search box for a table's products. */
export function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={styles.search}>
      <label htmlFor={id}>{intl.formatMessage(m.search)}</label>
      <input id={id} type="search" value={value} onChange={(event) => onChange(event.target.value)} autoComplete="off" />
    </div>
  );
}

/** How many rows are shown, said to screen readers as it changes. */
export function ResultCount({ shown, total, extra }: { shown: number; total: number; extra?: ReactNode }) {
  const intl = useIntl();
  return (
    <p role="status" className={styles.count}>
      {shown === 0 ? intl.formatMessage(m.noMatch) : intl.formatMessage(m.shown, { shown, total })}
      {extra && <> {extra}</>}
    </p>
  );
}

/** The sortable table itself, in its scrolling frame; its caption is for screen readers, the heading above says it. */
export function ProductTable({
  caption,
  className,
  columns,
  rows,
}: {
  caption: string;
  className: string | undefined;
  columns: DataColumn<ProductRow>[];
  rows: ProductRow[];
}) {
  return (
    <div className={`${styles.scroll} ${className}`}>
      <DataTable caption={caption} captionHidden columns={columns} rows={rows} getRowId={(row) => String(row.product.id)} />
    </div>
  );
}
