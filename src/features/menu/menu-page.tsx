import { memo, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useHref, useSearchParams } from 'react-router';
import type { MenuCategory, ProductSummary } from '../../api/queries/menu';
import type { AllergenKey } from '../../domain/food-information.mjs';
import { useLocale } from '../../i18n/use-locale';
import { jsonLdText } from '../../lib/json-ld';
import { BRAND_NAME } from '../../lib/site';
import { useSiteOrigin } from '../../lib/site-origin';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { LoadError } from '../../ui/load-error';
import { Page } from '../../ui/page';
import { filterProducts, readExcluded, writeExcluded } from './allergen-filter';
import { AllergenFilterPanel } from './allergen-filter-panel';
import { menuProducts, useMenu, useProductDetails } from './menu-data';
import type { ShownProduct } from './menu-sections';
import { MenuView } from './menu-view';
import styles from './menu.module.css';
import { menuMessages as m } from './messages';
import { ProductDialogHost, type ProductDialogHandle } from './product-dialog';
import { menuStructuredData } from './structured-data';
import { useStoredSince } from '../../api/stored-answers';
import { StoredDataNote } from '../../ui/stored-data-note';
import { MENU_READS } from './menu-data';

/** The first view of the menu: a grid of categories with thumbnail and name. */
function CategoryPicker({ categories, onChoose }: { categories: MenuCategory[]; onChoose: (id: number) => void }) {
  const intl = useIntl();
  // The menu's own address in the language shown (`/en/carta`), for links opened in a new tab.
  const menu = useHref('/carta');
  return (
    <nav aria-label={intl.formatMessage(m.pickerLabel)}>
      <ul className={styles.picker}>
        {categories.map((category, index) => {
          const count = menuProducts([category]).length;
          return (
            <li key={category.id}>
              <a
                className={styles.pickerItem}
                href={`${menu}?id=${category.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  onChoose(category.id);
                }}
              >
                <img src={category.thumbnail} alt="" width={160} height={160} loading={index < 4 ? 'eager' : 'lazy'} />
                <span className={styles.pickerName}>{category.name}</span>
                <span className={styles.pickerCount}>{intl.formatMessage(m.productCount, { count })}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A placeholder the size of the picker, so nothing jumps when the menu arrives. */
function PickerSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" className={styles.skeletonWrap}>
      <span className="visually-hidden">{intl.formatMessage({ id: 'ui.loading', defaultMessage: 'Cargando…' })}</span>
      <ul className={styles.picker} aria-hidden="true">
        {Array.from({ length: 8 }, (_, index) => (
          <li key={index}>
            <span className={`${styles.pickerItem} ${styles.skeleton}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The menu for search engines, once it has arrived; written again only when the menu changes. */
const StructuredData = memo(function StructuredData({ categories }: { categories: MenuCategory[] }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const name = `${BRAND_NAME}: ${intl.formatMessage(m.title)}`;
  return (
    <script type="application/ld+json">
      {jsonLdText(menuStructuredData(categories, { name, locale, origin: useSiteOrigin() }))}
    </script>
  );
});

/**
 * /carta: the category picker, then the menu at the chosen category (`?id=`), the allergen filter (`?sin=`),
 * and the product dialog. The menu follows the language shown.
 */
export default function MenuPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const { data, error, isError, isFetching, refetch } = useMenu();
  const storedSince = useStoredSince(MENU_READS);
  // The menu's arrival is drawn as a transition, in slices, instead of in one block.
  const categories = useDeferredValue(data);
  const dialog = useRef<ProductDialogHandle>(null);
  const openProduct = useCallback((product: ProductSummary) => dialog.current?.open(product), []);

  const idParam = params.get('id');
  const startAt = idParam !== null && /^\d+$/.test(idParam) ? Number(idParam) : null;
  // The choice answers at once; the address follows it (replacing the entry), so a reload or a shared link keeps it.
  const [excluded, setExcludedState] = useState(() => readExcluded(params));
  const products = useMemo(() => menuProducts(categories ?? []), [categories]);
  // The details (and so the allergens) of every product are needed only while the filter is on.
  const ids = useMemo(() => products.map((product) => product.id), [products]);
  const details = useProductDetails(ids, excluded.length > 0);
  const filtered = useMemo(() => filterProducts(products, excluded, details), [products, excluded, details]);
  const verdicts = useMemo(() => new Map(filtered.shown.map((item) => [item.product.id, item])), [filtered]);
  const shown = useCallback(
    (list: ProductSummary[]): ShownProduct[] => list.flatMap((product) => verdicts.get(product.id) ?? []),
    [verdicts],
  );

  // The product the closed dialog is drawn for ahead of a tap: the first one in sight as the menu opens, at the top of
  // the category it opens at (and not filtered out), which is the one a visitor is likeliest to tap first.
  const firstInSight = useMemo(() => {
    const category = categories?.find((candidate) => candidate.id === startAt);
    return shown(category ? menuProducts([category]) : products)[0]?.product ?? products[0];
  }, [categories, startAt, products, shown]);

  const setExcluded = useCallback(
    (next: AllergenKey[]) => {
      setExcludedState(next);
      setParams(writeExcluded(params, next), { replace: true, preventScrollReset: true });
    },
    [params, setParams],
  );
  const choose = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('id', String(id));
    setParams(next);
  };
  const backToPicker = () => {
    const next = new URLSearchParams(params);
    next.delete('id');
    setParams(next);
  };

  const showMenu = startAt !== null;
  return (
    <Page title={intl.formatMessage(m.title)} className={styles.page}>
      <StoredDataNote since={storedSince} />
      {showMenu ? (
        <div className={styles.toolbar}>
          <Button variant="secondary" onClick={backToPicker}>
            <Icon name="menu" size={20} />
            {intl.formatMessage(m.allCategories)}
          </Button>
        </div>
      ) : (
        <p>{intl.formatMessage(m.pickerIntro)}</p>
      )}
      {isError && !categories ? (
        <LoadError
          message={intl.formatMessage(m.loadError)}
          error={error}
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      ) : !categories ? (
        <PickerSkeleton />
      ) : showMenu ? (
        <>
          <AllergenFilterPanel excluded={excluded} hidden={filtered.hidden} onChange={setExcluded} />
          <MenuView categories={categories} startAt={startAt} shown={shown} onOpen={openProduct} />
        </>
      ) : (
        <CategoryPicker categories={categories} onChoose={choose} />
      )}
      <ProductDialogHost ref={dialog} first={showMenu ? firstInSight : undefined} />
      {categories ? <StructuredData categories={categories} /> : null}
    </Page>
  );
}
