import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { productQuery } from '../../api/queries/products';
import { fragmentId } from '../../lib/fragment';
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
function Section({ id, heading, documentLink, children }: { id: string; heading: string; documentLink: string; children: ReactNode }) {
  const language = useLocale().locale;
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1}>{heading}</h2>
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
 * scripts/allergen-documents.mjs generates from the menu data, and as sortable, filterable tables drawn from the
 * API. A product whose details failed to load is shown as unknown, never as free of allergens.
 */
export default function AllergensPage() {
  const intl = useIntl();
  const language = useLocale().locale;
  const queryClient = useQueryClient();
  const menu = useMenu();
  const products = useMemo(() => (menu.data ? menuProducts(menu.data) : []), [menu.data]);
  const details = useProductDetails(products.map((product) => product.id), menu.data !== undefined);

  const rows = productRows(products, details);
  const failed = rows.filter((row) => row.state.status === 'failed');
  const loading = menu.data !== undefined && rows.some((row) => row.state.status === 'loading');
  useScrollToHash(menu.isError || (menu.data !== undefined && !loading));

  const retryDetails = () => {
    for (const row of failed) void queryClient.refetchQueries({ queryKey: productQuery(row.product.id, language).queryKey });
  };

  return (
    <Page title={intl.formatMessage(m.title)} className={styles.allergensPage}>
      <p>{intl.formatMessage(m.intro)}</p>
      <p className={styles.note}>{intl.formatMessage(m.note)}</p>
      {menu.isError && (
        <div className={styles.problem}>
          <LoadError message={intl.formatMessage(m.menuError)} error={menu.error} retrying={menu.isFetching} onRetry={() => void menu.refetch()} />
        </div>
      )}
      {failed.length > 0 && (
        <div className={styles.problem}>
          <LoadError message={intl.formatMessage(m.detailsError, { count: failed.length })} onRetry={retryDetails} />
        </div>
      )}
      <Section id="alergenos" heading={intl.formatMessage(m.allergensHeading)} documentLink={intl.formatMessage(m.allergensDocument)}>
        {/* The spinners stand where the table comes and after it, so that neither moves what is already drawn. */}
        {!menu.data && !menu.isError && <Spinner />}
        {menu.data && <AllergenTable rows={rows} />}
        {loading && <Spinner label={intl.formatMessage(m.loadingDetails)} />}
      </Section>
      <Section id="valores-nutricionales" heading={intl.formatMessage(m.nutritionHeading)} documentLink={intl.formatMessage(m.nutritionDocument)}>
        {menu.data && <NutritionTable rows={rows} />}
      </Section>
    </Page>
  );
}
