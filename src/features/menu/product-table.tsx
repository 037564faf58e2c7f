import { memo, type ReactElement, useId, useMemo } from 'react';
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

const LOADING: DetailsState = { status: 'loading' };

/** Each product's row as last made: a row stays the same object while what is known of its product does not change. */
const madeRows = new WeakMap<ProductSummary, ProductRow>();

const sameState = (a: DetailsState, b: DetailsState) =>
  a.status === b.status && (a.status !== 'loaded' || (b.status === 'loaded' && a.details === b.details));

/**
 * The rows of the menu's products, in menu order; a product not asked for yet counts as loading. A row whose product's
 * details have not changed is the same object as before, so the tables leave it as drawn when another product's
 * details arrive.
 */
export function productRows(products: ProductSummary[], details: Map<number, DetailsState>): ProductRow[] {
  return products.map((product) => {
    const state = details.get(product.id) ?? LOADING;
    const made = madeRows.get(product);
    if (made && sameState(made.state, state)) return made;
    const allergens =
      state.status === 'loaded'
        ? new Set(state.details.allergens.map(allergenKey).filter((key): key is AllergenKey => key !== null))
        : null;
    const row = { product, state, allergens };
    madeRows.set(product, row);
    return row;
  });
}

/** Case- and accent-insensitive text, so "pure" finds "Puré". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Each product's name folded once: both tables filtered every product's name at each of their drawings. */
const foldedNames = new WeakMap<ProductSummary, string>();

function foldedName(product: ProductSummary): string {
  let folded = foldedNames.get(product);
  if (folded === undefined) {
    folded = fold(product.name);
    foldedNames.set(product, folded);
  }
  return folded;
}

/** Whether a row's product name holds what was typed in the search box; an empty box holds every product. */
export function matchesSearch(row: ProductRow, query: string): boolean {
  const wanted = query.trim();
  return wanted === '' || foldedName(row.product).includes(fold(wanted));
}

export type MarkKind = 'contains' | 'free' | 'unknown' | 'checking';

const SYMBOLS: Record<MarkKind, string> = { contains: '●', free: '–', unknown: '?', checking: '…' };

/** A mark of a cell: a symbol for the eye and its meaning for everyone else. */
function Mark({ kind, label }: { kind: MarkKind; label: string }) {
  return (
    <span className={styles[kind]}>
      <span aria-hidden="true" className={styles.symbol}>
        {SYMBOLS[kind]}
      </span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export type Marks = Record<MarkKind, ReactElement>;

/**
 * The four marks, each made once for the language shown: a table of every product holds about 1,300 of them, and a
 * cell that returns the mark already made costs React nothing to draw again.
 */
export function useMarks(): Marks {
  const intl = useIntl();
  return useMemo(() => {
    const mark = (kind: MarkKind) => <Mark kind={kind} label={intl.formatMessage(m[kind])} />;
    return { contains: mark('contains'), free: mark('free'), unknown: mark('unknown'), checking: mark('checking') };
  }, [intl]);
}

/** The mark of a cell whose product's details are not there: still loading, or failed (then unknown). */
export const unknownMark = (marks: Marks, state: DetailsState) =>
  state.status === 'failed' ? marks.unknown : marks.checking;

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
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
      />
    </div>
  );
}

/**
 * How many rows are shown, said to screen readers as it changes; formatted again only then, not each time another
 * product's details arrive (a message with values is costly to format).
 */
export const ResultCount = memo(function ResultCount({
  shown,
  total,
  extra,
}: {
  shown: number;
  total: number;
  extra?: string;
}) {
  const intl = useIntl();
  return (
    <p role="status" className={styles.count}>
      {shown === 0 ? intl.formatMessage(m.noMatch) : intl.formatMessage(m.shown, { shown, total })}
      {extra && <> {extra}</>}
    </p>
  );
});

/**
 * The sortable table itself, in its scrolling frame; its caption is for screen readers, the heading above says it.
 * Only the first `drawn` rows are drawn while the page draws the rest in slices (useRowsInSlices): sorting meanwhile
 * orders those, and every row once they are all there.
 */
export function ProductTable({
  caption,
  className,
  columns,
  rows,
  drawn,
}: {
  caption: string;
  className: string | undefined;
  columns: DataColumn<ProductRow>[];
  rows: ProductRow[];
  drawn: number;
}) {
  return (
    <div className={`${styles.scroll} ${className}`}>
      <DataTable
        caption={caption}
        captionHidden
        columns={columns}
        rows={drawn < rows.length ? rows.slice(0, drawn) : rows}
        getRowId={rowId}
      />
    </div>
  );
}

const rowId = (row: ProductRow) => String(row.product.id);
