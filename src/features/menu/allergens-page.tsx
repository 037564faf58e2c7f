import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { productQuery } from '../../api/queries/products';
import { fragmentId } from '../../lib/fragment';
import { usePageWork } from '../../lib/page-work';
import { ExternalLink } from '../../ui/external-link';
import { LoadError } from '../../ui/load-error';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { AllergenTable } from './allergen-table';
import styles from './allergens-page.module.css';
import { menuProducts, useMenu, useProductDetails } from './menu-data';
import { allergensMessages as m } from './messages';
import { NutritionTable } from './nutrition-table';
import { productRows } from './product-table';
import { useLocale } from '../../i18n/use-locale';
import { useRowsInSlices } from './use-rows-in-slices';
import { useStoredSince } from '../../api/stored-answers';
import { StoredDataNote } from '../../ui/stored-data-note';
import { MENU_READS } from './menu-data';

/**
 * The rows drawn with the tables, more than a screen holds, then the rest this many at a time in later tasks: four rows
 * of each table, their products' calls and the frame that shows them keep each task within 5 ms on a two-core machine
 * (eight took 6-9 ms).
 */
const FIRST_ROWS = 6;
const ROWS_A_SLICE = 4;

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

/** A section of the page: its heading, the link to its printable document, and its table. */
function Section({
  id,
  heading,
  documentLink,
  growing = false,
  children,
}: {
  id: string;
  heading: string;
  documentLink: string;
  /** Its table's rows are still being drawn: it keeps the room of a screen until they are. */
  growing?: boolean;
  children: ReactNode;
}) {
  const language = useLocale().locale;
  return (
    <section
      id={id}
      className={growing ? `${styles.section} ${styles.growing}` : styles.section}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} tabIndex={-1}>
        {heading}
      </h2>
      <p className={styles.document}>
        <ExternalLink href={`/documents/${id}.${language}.html`} hrefLang={language} type="text/html">
          {documentLink}
        </ExternalLink>
      </p>
      {children}
    </section>
  );
}

/**
 * /alergens: the allergens and nutritional values of every product, as the two printable documents that
 * scripts/generate/allergen-documents.mjs generates from the menu data, and as sortable, filterable tables drawn from the
 * API. A product whose details failed to load is shown as unknown, never as free of allergens.
 */
export default function AllergensPage() {
  const intl = useIntl();
  const language = useLocale().locale;
  const queryClient = useQueryClient();
  const menu = useMenu();
  const storedSince = useStoredSince(MENU_READS);
  // The menu's arrival is drawn as a transition, which React does in slices, yielding to the browser between them.
  const menuData = useDeferredValue(menu.data);
  const products = useMemo(() => (menuData ? menuProducts(menuData) : []), [menuData]);
  const { drawn, complete } = useRowsInSlices(products.length, FIRST_ROWS, ROWS_A_SLICE);
  // The details of the rows drawn, asked for with them rather than 59 calls at once.
  const ids = useMemo(() => products.slice(0, drawn).map((product) => product.id), [products, drawn]);
  const details = useProductDetails(ids, menuData !== undefined);

  const rows = productRows(products, details);
  const failed = rows.filter((row) => row.state.status === 'failed');
  const loading = menuData !== undefined && (!complete || rows.some((row) => row.state.status === 'loading'));
  // The rows and their details come a few per task: until the last is in, the page's data have not settled.
  usePageWork(loading);
  useScrollToHash(menu.isError || (menuData !== undefined && !loading));

  const retryDetails = () => {
    for (const row of failed)
      void queryClient.refetchQueries({ queryKey: productQuery(row.product.id, language).queryKey });
  };

  return (
    <Page title={intl.formatMessage(m.title)} className={styles.allergensPage}>
      <StoredDataNote since={storedSince} />
      <p>{intl.formatMessage(m.intro)}</p>
      <p className={styles.note}>{intl.formatMessage(m.note)}</p>
      {menu.isError && (
        <div className={styles.problem}>
          <LoadError
            message={intl.formatMessage(m.menuError)}
            error={menu.error}
            retrying={menu.isFetching}
            onRetry={() => void menu.refetch()}
          />
        </div>
      )}
      {failed.length > 0 && (
        <div className={styles.problem}>
          <LoadError message={intl.formatMessage(m.detailsError, { count: failed.length })} onRetry={retryDetails} />
        </div>
      )}
      <Section
        id="alergenos"
        heading={intl.formatMessage(m.allergensHeading)}
        documentLink={intl.formatMessage(m.allergensDocument)}
        growing={menuData !== undefined && !complete}
      >
        {/* The spinners stand where the table comes and after it, so that neither moves what is already drawn. */}
        {!menuData && !menu.isError && <Spinner />}
        {menuData && <AllergenTable rows={rows} drawn={drawn} />}
        {loading && <Spinner label={intl.formatMessage(m.loadingDetails)} />}
      </Section>
      <Section
        id="valores-nutricionales"
        heading={intl.formatMessage(m.nutritionHeading)}
        documentLink={intl.formatMessage(m.nutritionDocument)}
      >
        {menuData && <NutritionTable rows={rows} drawn={drawn} />}
      </Section>
    </Page>
  );
}
