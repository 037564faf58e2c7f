import { useQueryClient } from '@tanstack/react-query';
import { memo, useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MenuCategory, ProductSummary } from '../../api/queries/menu';
import { productQuery } from '../../api/queries/products';
import { isAbortError, whenIdle } from '../../lib/idle';
import type { FilterVerdict } from './allergen-filter';
import styles from './menu.module.css';
import { menuMessages as m } from './messages';
import { useLocale } from '../../i18n/use-locale';

export type ShownProduct = { product: ProductSummary; verdict: FilterVerdict | null };

/** The attribute naming a card's product (`data-product` on its button), for its details loaded near the screen. */
const PRODUCT_ATTRIBUTE = 'data-product';

/**
 * Loads the details of the products whose cards come near the screen, at the browser's next quiet moment: a tap
 * on one then opens its dialog whole in the tap's own frame, and the tap does not start a request of its own.
 * Each product once; none where the browser cannot tell what is in view. The cards are looked for again when
 * `drawnFrom` (what they are drawn from) changes.
 */
export function useDetailsNearTheScreen(drawnFrom: unknown) {
  const queryClient = useQueryClient();
  const language = useLocale().locale;
  useEffect(() => {
    if (typeof IntersectionObserver !== 'function') return;
    const controller = new AbortController();
    const asked = new Set<number>();
    let waiting: number[] = [];
    const load = () => {
      const ids = waiting;
      waiting = [];
      for (const id of ids) void queryClient.prefetchQuery(productQuery(id, language));
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const first = waiting.length === 0;
        for (const entry of entries) {
          const id = Number(entry.target.getAttribute(PRODUCT_ATTRIBUTE));
          if (!entry.isIntersecting || asked.has(id)) continue;
          asked.add(id);
          waiting.push(id);
          observer.unobserve(entry.target);
        }
        if (first && waiting.length > 0) {
          whenIdle(controller.signal).then(load, (error: unknown) => {
            if (!isAbortError(error)) throw error;
          });
        }
      },
      { rootMargin: '50% 0px' },
    );
    for (const card of document.querySelectorAll(`[${PRODUCT_ATTRIBUTE}]`)) observer.observe(card);
    return () => {
      controller.abort();
      observer.disconnect();
    };
  }, [queryClient, language, drawnFrom]);
}

/**
 * A product card: the whole card opens the product dialog, whose details were asked for as the card came near the
 * screen (useDetailsNearTheScreen). Nothing is asked on hover or focus: each would run in the path of the tap that
 * opens the dialog, on a phone too (a tap focuses the card).
 */
function ProductCard({
  item,
  onOpen,
  eager,
}: {
  item: ShownProduct;
  onOpen: (product: ProductSummary) => void;
  eager: boolean;
}) {
  const intl = useIntl();
  const { product, verdict } = item;
  return (
    <li className={styles.card}>
      <button
        type="button"
        className={styles.cardButton}
        aria-haspopup="dialog"
        onClick={() => onOpen(product)}
        data-product={product.id}
      >
        <img
          className={styles.cardImage}
          src={product.image}
          alt=""
          width={320}
          height={240}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <span className={styles.cardText}>
          <span className={styles.cardName}>{product.name}</span>
          <span className={styles.cardDescription}>{product.description}</span>
          {verdict === 'unknown' || verdict === 'checking' ? (
            <span className={verdict === 'unknown' ? styles.unknown : styles.checking}>
              {intl.formatMessage(verdict === 'unknown' ? m.filterUnknown : m.filterChecking)}
            </span>
          ) : null}
        </span>
      </button>
    </li>
  );
}

function ProductGrid({
  items,
  onOpen,
  eager,
}: {
  items: ShownProduct[];
  onOpen: (product: ProductSummary) => void;
  eager: boolean;
}) {
  return (
    <ul className={styles.grid}>
      {items.map((item, index) => (
        <ProductCard key={item.product.id} item={item} onOpen={onOpen} eager={eager && index < 2} />
      ))}
    </ul>
  );
}

/**
 * One category's section: its heading and products, then each sub-category with its heading and products. While
 * allergens are excluded, `shown` says which products remain.
 * Memoized: the strips follow the scroll and a product's dialog opens over the menu; neither changes a section, and
 * drawing every card again held the tap that opens a product.
 */
export const CategorySection = memo(function CategorySection({
  category,
  shown,
  onOpen,
  first,
}: {
  category: MenuCategory;
  shown: (products: ProductSummary[]) => ShownProduct[];
  onOpen: (product: ProductSummary) => void;
  first: boolean;
}) {
  const intl = useIntl();
  const own = shown(category.products);
  // A sub-category is promised a name and products, not an id: it is told apart by its place in the category.
  const children = category.children
    .map((child, place) => ({ child, key: `${category.id}-${place}`, items: shown(child.products) }))
    .filter(({ items }) => items.length > 0);
  const empty = own.length === 0 && children.length === 0;
  return (
    <section
      id={`categoria-${category.id}`}
      className={styles.section}
      aria-labelledby={`categoria-${category.id}-titulo`}
      data-category={category.id}
    >
      <h2 id={`categoria-${category.id}-titulo`} className={styles.sectionTitle}>
        {category.name}
      </h2>
      {own.length > 0 ? <ProductGrid items={own} onOpen={onOpen} eager={first} /> : null}
      {children.map(({ child, key, items }) => (
        <section key={key} className={styles.subsection} aria-labelledby={`subcategoria-${key}`}>
          <h3 id={`subcategoria-${key}`} className={styles.subsectionTitle}>
            {child.name}
          </h3>
          <ProductGrid items={items} onOpen={onOpen} eager={false} />
        </section>
      ))}
      {empty ? <p className={styles.empty}>{intl.formatMessage(m.filterEmpty)}</p> : null}
    </section>
  );
});
