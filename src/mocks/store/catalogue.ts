/**
 * The main API's content, read from the fixtures in the language asked for (Spanish when a text has no translation):
 * the menu and its products, news and pop-ups, restaurants, provinces and services. Nothing here changes.
 */
import type { components as Main } from '../../api/generated/main-api';
import type { Fixtures, Localized } from '../fixtures';
import { MOCK_MESSAGES, MockFailure } from './failure';

export type Lang = keyof Localized;

const pick = (text: Localized, lang: Lang) => text[lang] || text.es;

/** An item is listed when it carries every tag asked for (comma-separated, any case). */
const hasTags = (itemTags: string[], tags: string) =>
  tags
    .split(',')
    .map((t) => t.trim().toUpperCase())
    .filter(Boolean)
    .every((t) => itemTags.includes(t));

const toNews = (item: Fixtures['news']['news'][number], lang: Lang): Main['schemas']['NewsItem'] => ({
  id: item.id,
  name: pick(item.name, lang),
  url: item.url,
  sec: item.sec,
  image: item.image,
});

export function createCatalogue(fixtures: Fixtures) {
  const allergenByKey = new Map(fixtures.allergens.allergens.map((a) => [a.key, a]));
  const productById = new Map(fixtures.menu.products.map((p) => [p.id, p]));
  const provinceById = new Map(fixtures.restaurants.provinces.map((p) => [p.id, p]));
  const serviceById = new Map(fixtures.restaurants.services.map((s) => [s.id, s]));

  const summary = (id: number, lang: Lang): Main['schemas']['ProductSummary'] => {
    const p = productById.get(id);
    if (!p) throw new Error(`Fixture product ${id} is missing`);
    return { id: p.id, name: pick(p.name, lang), description: pick(p.description, lang), image: p.image };
  };

  return {
    news: (lang: Lang, tags: string) =>
      fixtures.news.news.filter((n) => hasTags(n.tags, tags)).map((n) => toNews(n, lang)),
    popups: (lang: Lang, tags: string) =>
      fixtures.news.popups.filter((n) => hasTags(n.tags, tags)).map((n) => toNews(n, lang)),
    provinces: (): Main['schemas']['Province'][] => fixtures.restaurants.provinces.map((p) => ({ ...p })),
    services: (lang: Lang): Main['schemas']['Service'][] =>
      fixtures.restaurants.services.map((s) => ({ id: s.id, name: pick(s.name, lang) })),
    restaurants: (lang: Lang): Main['schemas']['Restaurant'][] =>
      fixtures.restaurants.restaurants.map((r) => {
        const province = provinceById.get(r.provinceId);
        if (!province) throw new Error(`Fixture province ${r.provinceId} is missing`);
        return {
          id: r.id,
          name: r.name,
          address: r.address,
          city: r.city,
          postalCode: r.postalCode,
          latitude: r.latitude,
          longitude: r.longitude,
          province: { ...province },
          services: r.serviceIds.flatMap((id) => {
            const service = serviceById.get(id);
            return service ? [{ id: service.id, name: pick(service.name, lang) }] : [];
          }),
          schedule: { ...r.schedule },
        };
      }),
    menu: (lang: Lang): Main['schemas']['MenuCategory'][] =>
      fixtures.menu.categories.map((c) => ({
        id: c.id,
        name: pick(c.name, lang),
        thumbnail: c.thumbnail,
        products: c.products.map((id) => summary(id, lang)),
        children: c.children.map((child) => ({
          id: child.id,
          name: pick(child.name, lang),
          products: child.products.map((id) => summary(id, lang)),
        })),
      })),
    product(id: number, lang: Lang): Main['schemas']['ProductDetails'] {
      const p = productById.get(id);
      if (!p) throw new MockFailure(404, MOCK_MESSAGES.notFound);
      return {
        keyname: p.keyname,
        name: pick(p.name, lang),
        description: pick(p.description, lang),
        image: p.image,
        nutrition: { ...p.nutrition },
        allergens: p.allergens.flatMap((key) => {
          const allergen = allergenByKey.get(key);
          return allergen ? [{ name: pick(allergen.name, lang), image: allergen.image }] : [];
        }),
      };
    },
  };
}
