import { useQueryClient } from '@tanstack/react-query';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { MenuCategory, ProductSummary } from '../../api/queries/menu';
import { productQuery } from '../../api/queries/products';
import { Icon } from '../../ui/icon';
import type { FilterVerdict } from './allergen-filter';
import styles from './menu.module.css';
import { menuMessages as m } from './messages';
import { useLocale } from '../../i18n/use-locale';

export type ShownProduct = { product: ProductSummary; verdict: FilterVerdict | null };

/** A product card: the whole card opens the product dialog; its details start loading on hover or focus. */
function ProductCard({ item, onOpen, eager }: { item: ShownProduct; onOpen: (product: ProductSummary) => void; eager: boolean }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const language = useLocale().locale;
  const { product, verdict } = item;
  const prefetch = () => void queryClient.prefetchQuery(productQuery(product.id, language));
  return (
    <li className={styles.card}>
      <button
        type="button"
        className={styles.cardButton}
        aria-haspopup="dialog"
        onClick={() => onOpen(product)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <img className={styles.cardImage} src={product.image} alt="" width={320} height={240} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        <span className={styles.cardText}>
          <span className={styles.cardName}>{product.name}</span>
          <span className={styles.cardDescription}>{product.description}</span>
          {verdict === 'unknown' || verdict === 'checking' ? (
            <span className={verdict === 'unknown' ? styles.unknown : styles.checking}>
              {intl.formatMessage(verdict === 'unknown' ? m.filterUnknown : m.filterChecking)}
            </span>
          ) : null}
        </span>
        <span className={styles.add} aria-hidden="true">
          <Icon name="plus" size={22} />
        </span>
      </button>
    </li>
  );
}

function ProductGrid({ items, onOpen, eager }: { items: ShownProduct[]; onOpen: (product: ProductSummary) => void; eager: boolean }) {
  return (
    <ul className={styles.grid}>
      {items.map((item, index) => <ProductCard key={item.product.id} item={item} onOpen={onOpen} eager={eager && index < 2} />)}
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
    <section id={`categoria-${category.id}`} className={styles.section} aria-labelledby={`categoria-${category.id}-titulo`} data-category={category.id}>
      <h2 id={`categoria-${category.id}-titulo`} className={styles.sectionTitle}>{category.name}</h2>
      {own.length > 0 ? <ProductGrid items={own} onOpen={onOpen} eager={first} /> : null}
      {children.map(({ child, key, items }) => (
        <section key={key} className={styles.subsection} aria-labelledby={`subcategoria-${key}`}>
          <h3 id={`subcategoria-${key}`} className={styles.subsectionTitle}>{child.name}</h3>
          <ProductGrid items={items} onOpen={onOpen} eager={false} />
        </section>
      ))}
      {empty ? <p className={styles.empty}>{intl.formatMessage(m.filterEmpty)}</p> : null}
    </section>
  );
});
