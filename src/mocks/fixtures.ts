/**
 * The shapes of `content/fixtures/*.json`, generated from `schemas/content/*.schema.json` (which `npm run check:content`
 * validates them against), and the loader that bundles them into the mock API.
 */
import allergensJson from '../../content/fixtures/allergens.json';
import menuJson from '../../content/fixtures/menu.json';
import newsJson from '../../content/fixtures/news.json';
import restaurantsJson from '../../content/fixtures/restaurants.json';
import usersJson from '../../content/fixtures/users.json';
import type {
  Allergens,
  LocalizedText,
  Menu,
  MenuNutrition,
  News,
  NewsItem,
  Restaurants,
  Users,
  UsersOrder,
  UsersUser,
} from '../lib/generated/content';

export type Localized = LocalizedText;
export type NutritionFixture = MenuNutrition;
export type NewsFixture = NewsItem;
export type OrderFixture = UsersOrder;
export type UserFixture = UsersUser;

/** The fixture files, with the types generated from their schemas. */
export type Fixtures = { allergens: Allergens; menu: Menu; restaurants: Restaurants; news: News; users: Users };

/** A type as a JSON import sees it: each literal of the schema (an enum, a const) widened to its kind. */
type AsImported<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends null
        ? null
        : T extends readonly (infer Item)[]
          ? AsImported<Item>[]
          : T extends object
            ? { [Key in keyof T]: AsImported<T[Key]> }
            : T;

/**
 * A fixture file as its schema's type. The type checker sees its whole shape (names, kinds, what is required); only
 * the literal values it cannot see in a JSON import (which allergen, which status) are taken on trust, and the content
 * check validates them against the schema.
 */
const fixture = <T>(json: AsImported<T>): T => json as T;

export const fixtures: Fixtures = {
  allergens: fixture<Allergens>(allergensJson),
  menu: fixture<Menu>(menuJson),
  restaurants: fixture<Restaurants>(restaurantsJson),
  news: fixture<News>(newsJson),
  users: fixture<Users>(usersJson),
};
