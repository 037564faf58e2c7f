/**
 * The shapes of `content/fixtures/*.json` (validated against `schemas/content/*.schema.json` by
 * `npm run check:content`), and the loader that bundles them into the mock API.
 */
import allergensJson from '../../content/fixtures/allergens.json';
import menuJson from '../../content/fixtures/menu.json';
import newsJson from '../../content/fixtures/news.json';
import restaurantsJson from '../../content/fixtures/restaurants.json';
import usersJson from '../../content/fixtures/users.json';

export type Localized = { es: string; en: string; ca: string };

export type NutritionFixture = {
  weight: number; kcal: number; proteins: number; carbs: number; sugar: number;
  fat: number; transfat: number; fibers: number; sodium: number; salt: number;
};

export type Fixtures = {
  allergens: { allergens: { key: string; name: Localized; image: string }[] };
  menu: {
    categories: {
      id: number; name: Localized; thumbnail: string; products: number[];
      children: { id: number; name: Localized; products: number[] }[];
    }[];
    products: {
      id: number; keyname: string; name: Localized; description: Localized; image: string;
      nutrition: NutritionFixture; allergens: string[];
    }[];
  };
  restaurants: {
    provinces: { id: number; name: string; geocode: string }[];
    services: { id: number; name: Localized }[];
    restaurants: {
      id: number; name: string; address: string; city: string; postalCode: string; latitude: number; longitude: number;
      provinceId: number; serviceIds: number[];
      schedule: Record<'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday' | 'holiday', string>;
    }[];
  };
  news: {
    news: NewsFixture[];
    popups: NewsFixture[];
  };
  users: {
    rewards: { stars: 3 | 6 | 9; image: string }[];
    users: UserFixture[];
  };
};

export type NewsFixture = {
  id: number; name: Localized; url: string | null; sec: 'cercademi' | 'carta' | 'homedelivery' | null; image: string; tags: string[];
};

export type OrderFixture = { id: number; created_at: string; total: number; status: 'delivered' | 'on_the_way' | 'cancelled' };

export type UserFixture = {
  id: number; email: string; password: string; firstName: string; lastName: string; phone: string; news: boolean;
  privacyPolicyAccepted: boolean; loyaltyChangesAccepted: boolean; validated: boolean; lifetime_points: number;
  vouchers: { image: string; code: string; end_datetime: string }[];
  orders: OrderFixture[];
};

// The JSON files are checked against their schemas in the test suite; here they are taken as those shapes.
export const fixtures: Fixtures = {
  allergens: allergensJson as unknown as Fixtures['allergens'],
  menu: menuJson as unknown as Fixtures['menu'],
  restaurants: restaurantsJson as unknown as Fixtures['restaurants'],
  news: newsJson as unknown as Fixtures['news'],
  users: usersJson as unknown as Fixtures['users'],
};
