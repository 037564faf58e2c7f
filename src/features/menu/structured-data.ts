import type { MenuCategory, ProductSummary } from '../../api/queries/menu';
import { absoluteAddress } from '../../lib/site-origin';

type Section = Pick<MenuCategory, 'name' | 'products'> & { children?: Section[] };

const menuItem = (product: ProductSummary, origin: string | null) => ({
  '@type': 'MenuItem',
  name: product.name,
  description: product.description,
  image: absoluteAddress(product.image, origin),
});

const menuSection = (section: Section, origin: string | null): object => ({
  '@type': 'MenuSection',
  name: section.name,
  hasMenuItem: section.products.map((product) => menuItem(product, origin)),
  ...(section.children?.length ? { hasMenuSection: section.children.map((child) => menuSection(child, origin)) } : {}),
});

/**
 * schema.org `Menu` data of the menu for search engines (JSON-LD): each category a `MenuSection` (its sub-categories
 * sections within it) listing its products as `MenuItem`s with their name, description and picture, the picture's
 * address absolute when the origin is known.
 */
export function menuStructuredData(
  categories: MenuCategory[],
  { name, locale, origin }: { name: string; locale: string; origin: string | null },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name,
    inLanguage: locale,
    hasMenuSection: categories.map((category) => menuSection(category, origin)),
  };
}
