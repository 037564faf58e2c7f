import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  type RowData,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { memo, type ReactNode, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import tableStyles from '../../ui/table.module.css';
import styles from './data-table.module.css';

/** One column: its heading, what a cell shows, and the value rows are sorted by. */
export type DataColumn<Row> = {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortValue: (row: Row) => string | number;
};

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric },
});

type Props<Row extends RowData> = {
  /** What the table shows, read first by screen readers. */
  caption: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  getRowId: (row: Row) => string;
  /** Keep the caption for screen readers only, where a heading above already says it. */
  captionHidden?: boolean;
};

/**
 * A sortable data table (the cookie table, the allergen table). Every column heading is a button that sorts by
 * it, ascending then descending, announced with aria-sort. On narrow screens each row becomes a card whose cells
 * carry their column's name.
 */
export function DataTable<Row extends RowData>({
  caption,
  columns,
  rows,
  getRowId,
  captionHidden = false,
}: Props<Row>) {
  const intl = useIntl();
  const [sorting, setSorting] = useState<SortingState>([]);
  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, Row>();
    return helper.columns(
      columns.map((column) =>
        helper.accessor((row: Row) => column.sortValue(row), {
          id: column.id,
          header: column.header,
          sortFn: 'alphanumeric',
        }),
      ),
    );
  }, [columns]);

  const table = useTable({
    features,
    columns: tableColumns,
    data: rows,
    getRowId,
    state: { sorting },
    onSortingChange: setSorting,
    enableSortingRemoval: false,
  });

  // The headings are drawn again only when the columns or the sorting change, not with the rows: each of their labels
  // is a message with a value, costly to format, and a table whose rows change a few at a time was drawn again each
  // time. They are drawn from the columns and the sorting held here (the table's own state), not from the table
  // object, which is a new one at every drawing. A heading sorts by its column ascending, then descending.
  const head = useMemo(
    () => (
      <thead>
        <tr>
          {columns.map((column) => {
            const order = sorting.find((entry) => entry.id === column.id);
            const sorted = order ? (order.desc ? 'desc' : 'asc') : false;
            return (
              <th
                key={column.id}
                scope="col"
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
              >
                <button
                  type="button"
                  className={styles.sort}
                  onClick={() => setSorting([{ id: column.id, desc: sorted === 'asc' }])}
                  aria-label={intl.formatMessage(
                    { id: 'table.sortBy', defaultMessage: 'Ordenar por {column}' },
                    { column: column.header },
                  )}
                >
                  {column.header}
                  <span aria-hidden="true" className={styles.arrow}>
                    {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                  </span>
                </button>
              </th>
            );
          })}
        </tr>
      </thead>
    ),
    [columns, sorting, intl],
  );

  return (
    <div className={tableStyles.wrap}>
      <table className={`${tableStyles.table} ${styles.sortable}`}>
        <caption className={captionHidden ? 'visually-hidden' : styles.caption}>{caption}</caption>
        {head}
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <BodyRow key={row.id} row={row.original} columns={columns} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A row of the body, drawn again only when its row or the columns change: a table of many rows whose data changes a
 * row at a time (the allergen table as each product's details arrive) redraws that row alone.
 */
const BodyRow = memo(function BodyRow<Row>({ row, columns }: { row: Row; columns: DataColumn<Row>[] }) {
  return (
    <tr>
      {columns.map((column, index) =>
        index === 0 ? (
          <th key={column.id} scope="row" data-label={column.header}>
            {column.cell(row)}
          </th>
        ) : (
          <td key={column.id} data-label={column.header}>
            {column.cell(row)}
          </td>
        ),
      )}
    </tr>
  );
}) as <Row>(props: { row: Row; columns: DataColumn<Row>[] }) => ReactNode;
