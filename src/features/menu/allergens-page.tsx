import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { ProductSummary } from '../../api/queries/menu';
import { productQuery } from '../../api/queries/products';
import { defineMessages } from '../../i18n/define-messages';
import { fragmentId } from '../../lib/fragment';
import { failureReason } from '../../lib/notifications';
import { type DataColumn, DataTable } from '../../renderers/data-table/data-table';
import { Button } from '../../ui/button';
import { ExternalLink } from '../../ui/external-link';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { allergenMessages } from './allergen-messages';
import styles from './allergens-page.module.css';
import {
  type AllergenKey,
  allergenKey,
  type DetailsState,
  EU_ALLERGENS,
  hasNutrition,
  menuProducts,
  useLanguage,
  useMenu,
  useProductDetails,
} from './menu-data';
import { menuMessages } from './messages';
import { formatNutrient, NUTRIENTS, nutrientMessages } from './nutrition';

const m = defineMessages({
  intro: {
    id: 'allergens.intro',
    defaultMessage:
      'Consulta los 14 alérgenos de declaración obligatoria y los valores nutricionales de todos los productos de nuestra carta. Puedes ordenar y filtrar las tablas, o abrir los documentos para imprimirlos o guardarlos.',
  },
  note: {
    id: 'allergens.note',
    defaultMessage:
      'Los valores son por ración, tal como se sirve cada producto. En nuestras cocinas se manipulan todos estos alérgenos, así que no podemos descartar la contaminación cruzada: si tienes una alergia o intolerancia, pregunta a nuestro personal antes de pedir.',
  },
  allergensHeading: { id: 'allergens.allergens.heading', defaultMessage: 'Alérgenos' },
  allergensDocument: { id: 'allergens.allergens.document', defaultMessage: 'Lista de alérgenos (documento para imprimir)' },
  allergensCaption: { id: 'allergens.allergens.caption', defaultMessage: 'Alérgenos de cada producto de la carta' },
  nutritionHeading: { id: 'allergens.nutrition.heading', defaultMessage: 'Valores nutricionales' },
  nutritionDocument: { id: 'allergens.nutrition.document', defaultMessage: 'Valores nutricionales (documento para imprimir)' },
  nutritionCaption: { id: 'allergens.nutrition.caption', defaultMessage: 'Valores nutricionales por ración de cada producto de la carta' },
  nutritionNone: { id: 'allergens.nutrition.none', defaultMessage: 'Sin valores nutricionales declarados: {products}.' },
  product: { id: 'allergens.table.product', defaultMessage: 'Producto' },
  contains: { id: 'allergens.mark.contains', defaultMessage: 'Contiene' },
  free: { id: 'allergens.mark.free', defaultMessage: 'No contiene' },
  unknown: { id: 'allergens.mark.unknown', defaultMessage: 'Desconocido' },
  checking: { id: 'allergens.mark.checking', defaultMessage: 'Comprobando' },
  legend: { id: 'allergens.legend', defaultMessage: 'Leyenda' },
  narrowContains: { id: 'allergens.narrow.contains', defaultMessage: 'Contiene:' },
  narrowNone: { id: 'allergens.narrow.none', defaultMessage: 'No contiene ninguno de los 14 alérgenos.' },
  narrowUnknownAllergens: {
    id: 'allergens.narrow.unknownAllergens',
    defaultMessage: 'Alérgenos desconocidos: no hemos podido cargar sus datos.',
  },
  narrowUnknownNutrition: {
    id: 'allergens.narrow.unknownNutrition',
    defaultMessage: 'Valores desconocidos: no hemos podido cargar sus datos.',
  },
  narrowChecking: { id: 'allergens.narrow.checking', defaultMessage: 'Comprobando…' },
  search: { id: 'allergens.filter.search', defaultMessage: 'Buscar un producto' },
  exclude: { id: 'allergens.filter.exclude', defaultMessage: 'Mostrar solo los productos sin' },
  clear: { id: 'allergens.filter.clear', defaultMessage: 'Quitar los filtros' },
  shown: {
    id: 'allergens.filter.shown',
    defaultMessage: '{shown, plural, one {Se muestra # producto} other {Se muestran # productos}} de {total}.',
  },
  unchecked: {
    id: 'allergens.filter.unchecked',
    defaultMessage:
      '{count, plural, one {# producto sin comprobar aparece con sus alérgenos como desconocidos.} other {# productos sin comprobar aparecen con sus alérgenos como desconocidos.}}',
  },
  noMatch: { id: 'allergens.filter.noMatch', defaultMessage: 'Ningún producto coincide con la búsqueda.' },
  menuError: { id: 'allergens.menuError', defaultMessage: 'No hemos podido cargar la carta.' },
  detailsError: {
    id: 'allergens.detailsError',
    defaultMessage:
      '{count, plural, one {No hemos podido cargar los datos de # producto: aparece como desconocido, nunca como libre de alérgenos.} other {No hemos podido cargar los datos de # productos: aparecen como desconocidos, nunca como libres de alérgenos.}}',
  },
  loadingDetails: { id: 'allergens.loadingDetails', defaultMessage: 'Cargando los datos de los productos…' },
  retry: { id: 'allergens.retry', defaultMessage: 'Reintentar' },
});

/** One product of the menu with what is known of its details. */
type Row = {
  product: ProductSummary;
  state: DetailsState;
  /** The EU allergens it contains; null while its details are loading or after they failed to load. */
  allergens: Set<AllergenKey> | null;
};

/** Case- and accent-insensitive text, so "pure" finds "Puré". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

const matches = (row: Row, query: string) => fold(row.product.name).includes(fold(query.trim()));

/** A mark of a cell: a symbol for the eye and its meaning for everyone else. */
function Mark({ kind, symbol }: { kind: 'contains' | 'free' | 'unknown' | 'checking'; symbol: string }) {
  const intl = useIntl();
  return (
    <span className={styles[kind]}>
      <span aria-hidden="true" className={styles.symbol}>{symbol}</span>
      <span className="visually-hidden">{intl.formatMessage(m[kind])}</span>
    </span>
  );
}

const unknownMark = (state: DetailsState) =>
  state.status === 'failed' ? <Mark kind="unknown" symbol="?" /> : <Mark kind="checking" symbol="…" />;

/** The product's name, with a line shown only where the table becomes cards (it then lists only what it contains). */
function NameCell({ name, narrow }: { name: string; narrow?: string }) {
  return (
    <>
      {name}
      {narrow && <span className={styles.narrowOnly}>{narrow}</span>}
    </>
  );
}

/** A search box for a table's products. */
function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
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
function ResultCount({ shown, total, extra }: { shown: number; total: number; extra?: ReactNode }) {
  const intl = useIntl();
  return (
    <p role="status" className={styles.count}>
      {shown === 0 ? intl.formatMessage(m.noMatch) : intl.formatMessage(m.shown, { shown, total })}
      {extra && <> {extra}</>}
    </p>
  );
}

function AllergenTable({ rows }: { rows: Row[] }) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const [excluded, setExcluded] = useState<AllergenKey[]>([]);

  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      {
        id: 'product',
        header: intl.formatMessage(m.product),
        sortValue: (row) => row.product.name,
        cell: (row) => {
          let narrow: string;
          if (!row.allergens) narrow = intl.formatMessage(row.state.status === 'failed' ? m.narrowUnknownAllergens : m.narrowChecking);
          else narrow = intl.formatMessage(row.allergens.size > 0 ? m.narrowContains : m.narrowNone);
          return <NameCell name={row.product.name} narrow={narrow} />;
        },
      },
      ...EU_ALLERGENS.map((key): DataColumn<Row> => ({
        id: key,
        header: intl.formatMessage(allergenMessages[key]),
        // Ascending puts the products free of it first; unknown ones sit between, never among the free.
        sortValue: (row) => (row.allergens ? (row.allergens.has(key) ? 2 : 0) : 1),
        cell: (row) => {
          if (!row.allergens) return unknownMark(row.state);
          return row.allergens.has(key) ? <Mark kind="contains" symbol="●" /> : <Mark kind="free" symbol="–" />;
        },
      })),
    ],
    [intl],
  );

  // A product whose allergens are not known stays in the list, marked unknown: it is never shown as free of them.
  const shown = rows.filter(
    (row) => matches(row, query) && !(row.allergens && excluded.some((key) => row.allergens?.has(key))),
  );
  const unchecked = excluded.length > 0 ? shown.filter((row) => !row.allergens).length : 0;
  const toggle = (key: AllergenKey, on: boolean) =>
    setExcluded((current) => (on ? EU_ALLERGENS.filter((k) => k === key || current.includes(k)) : current.filter((k) => k !== key)));

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
                  <input type="checkbox" checked={excluded.includes(key)} onChange={(event) => toggle(key, event.target.checked)} />
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
        <span><Mark kind="contains" symbol="●" /> <span aria-hidden="true">{intl.formatMessage(m.contains)}</span></span>
        <span><Mark kind="free" symbol="–" /> <span aria-hidden="true">{intl.formatMessage(m.free)}</span></span>
        <span><Mark kind="unknown" symbol="?" /> <span aria-hidden="true">{intl.formatMessage(m.unknown)}</span></span>
      </p>
      <div className={`${styles.scroll} ${styles.allergenTable}`}>
        <DataTable
          caption={intl.formatMessage(m.allergensCaption)}
          captionHidden
          columns={columns}
          rows={shown}
          getRowId={(row) => String(row.product.id)}
        />
      </div>
    </>
  );
}

function NutritionTable({ rows }: { rows: Row[] }) {
  const intl = useIntl();
  const [query, setQuery] = useState('');

  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      {
        id: 'product',
        header: intl.formatMessage(m.product),
        sortValue: (row) => row.product.name,
        cell: (row) => {
          const state = row.state.status;
          const narrow = state === 'loaded' ? undefined : intl.formatMessage(state === 'failed' ? m.narrowUnknownNutrition : m.narrowChecking);
          return <NameCell name={row.product.name} narrow={narrow} />;
        },
      },
      ...NUTRIENTS.map(({ key, unit }): DataColumn<Row> => ({
        id: key,
        header: intl.formatMessage(nutrientMessages[key]),
        // Whole thousandths: the table sorts as text, in natural order, which reads decimals wrongly.
        sortValue: (row) => (row.state.status === 'loaded' ? Math.round(row.state.details.nutrition[key] * 1000) : -1),
        cell: (row) =>
          row.state.status === 'loaded' ? formatNutrient(intl, row.state.details.nutrition[key], unit) : unknownMark(row.state),
      })),
    ],
    [intl],
  );

  // Nutrition is shown only for products with a weight (spec section 2); the others are named below the table.
  const withValues = rows.filter((row) => row.state.status !== 'loaded' || hasNutrition(row.state.details));
  const without = rows.filter((row) => row.state.status === 'loaded' && !hasNutrition(row.state.details));
  const shown = withValues.filter((row) => matches(row, query));

  return (
    <>
      <div className={styles.filters}>
        <SearchField value={query} onChange={setQuery} />
      </div>
      <ResultCount shown={shown.length} total={withValues.length} />
      <div className={`${styles.scroll} ${styles.nutritionTable}`}>
        <DataTable
          caption={intl.formatMessage(m.nutritionCaption)}
          captionHidden
          columns={columns}
          rows={shown}
          getRowId={(row) => String(row.product.id)}
        />
      </div>
      {without.length > 0 && (
        <p>{intl.formatMessage(m.nutritionNone, { products: intl.formatList(without.map((row) => row.product.name)) })}</p>
      )}
    </>
  );
}

/** Scrolls to the section the address names (#alergenos from the footer) once the tables have their rows. */
function useScrollToHash(ready: boolean) {
  const { hash, key } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !hash || done.current === key) return;
    done.current = key;
    const id = fragmentId(hash);
    const target = id === null ? null : document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }, [ready, hash, key]);
}

/**
 * /alergens: the allergens and nutritional values of every product (decision 15), as the two printable documents
 * that scripts/allergen-documents.mjs generates from the menu data, and as sortable, filterable tables drawn from
 * the API. A product whose details failed to load is shown as unknown, never as free of allergens.
 */
export default function AllergensPage() {
  const intl = useIntl();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const menu = useMenu();
  const products = useMemo(() => (menu.data ? menuProducts(menu.data) : []), [menu.data]);
  const details = useProductDetails(products.map((product) => product.id), menu.data !== undefined);

  const rows: Row[] = products.map((product) => {
    const state = details.get(product.id) ?? { status: 'loading' };
    const allergens =
      state.status === 'loaded'
        ? new Set(state.details.allergens.map(allergenKey).filter((key): key is AllergenKey => key !== null))
        : null;
    return { product, state, allergens };
  });
  const failed = rows.filter((row) => row.state.status === 'failed');
  const menuFailure = failureReason(menu.error);
  const loading = menu.data !== undefined && rows.some((row) => row.state.status === 'loading');
  useScrollToHash(menu.isError || (menu.data !== undefined && !loading));

  const retryDetails = () => {
    for (const row of failed) void queryClient.refetchQueries({ queryKey: productQuery(row.product.id, language).queryKey });
  };

  const section = (id: string, heading: string, documentLink: string, table: ReactNode) => (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1}>{heading}</h2>
      <p className={styles.document}>
        <ExternalLink href={`/documents/${id}.${language}.html`} hrefLang={language} type="text/html">
          {documentLink}
        </ExternalLink>
      </p>
      {table}
    </section>
  );

  return (
    <Page title={intl.formatMessage(menuMessages.allergensTitle)} className={styles.allergensPage}>
      <p>{intl.formatMessage(m.intro)}</p>
      <p className={styles.note}>{intl.formatMessage(m.note)}</p>
      {menu.isError && (
        <div role="alert" className={styles.problem}>
          <p>{intl.formatMessage(m.menuError)}</p>
          {menuFailure ? <p>{intl.formatMessage(menuFailure)}</p> : null}
          <Button onClick={() => void menu.refetch()} disabled={menu.isFetching}>{intl.formatMessage(m.retry)}</Button>
        </div>
      )}
      {!menu.data && !menu.isError && <Spinner />}
      {loading && <Spinner label={intl.formatMessage(m.loadingDetails)} />}
      {failed.length > 0 && (
        <div role="alert" className={styles.problem}>
          <p>{intl.formatMessage(m.detailsError, { count: failed.length })}</p>
          <Button onClick={retryDetails}>{intl.formatMessage(m.retry)}</Button>
        </div>
      )}
      {section(
        'alergenos',
        intl.formatMessage(m.allergensHeading),
        intl.formatMessage(m.allergensDocument),
        menu.data && <AllergenTable rows={rows} />,
      )}
      {section(
        'valores-nutricionales',
        intl.formatMessage(m.nutritionHeading),
        intl.formatMessage(m.nutritionDocument),
        menu.data && <NutritionTable rows={rows} />,
      )}
    </Page>
  );
}
