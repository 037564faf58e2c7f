import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ADDRESSES_PER_STEP,
  baseSlug,
  idOfSlug,
  MAX_SLUG_LENGTH,
  restaurantAddresses,
  restaurantAddressesInSteps,
  restaurantPath,
  restaurantSlugs,
  slugWords,
} from '../../src/domain/restaurant-address.mjs';

type Listed = { id: number; name: string; city: string };

const fixtures = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../content/fixtures/restaurants.json'), 'utf8'),
) as { restaurants: Listed[] };

/** A restaurant of the chain in `city`: its name is the chain's, then `name`. */
const inCity =
  (city: string) =>
  (id: number, name: string): Listed => ({ id, name: `Pollo Crujiente ${name}`, city });

/** Each restaurant's slug by id, as an object a failing test prints whole. */
const slugsOf = (restaurants: readonly Listed[]) => Object.fromEntries(restaurantSlugs(restaurants));

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Every restaurant listed both before and after a change, but the ones in `changed`, can still be reached at the
 * address it had: the same one, or one that answers 301 to its new one.
 */
function expectReachable(before: readonly Listed[], after: readonly Listed[], changed: number[] = []) {
  const was = restaurantSlugs(before);
  const now = restaurantAddresses(after);
  for (const [id, slug] of now.slugs) {
    const old = was.get(id);
    if (old === undefined || old === slug || changed.includes(id)) continue;
    expect(now.moved.get(old), `restaurant ${id}, at ${old} before, is at ${slug} now`).toBe(slug);
  }
}

/**
 * 1,000 restaurants in eight cities, with ids in no order, many sharing a name, some named with a number that is
 * another's id, some with nothing of their own, some with very long names.
 */
function chainOfAThousand(): Listed[] {
  const cities = ['Madrid', 'Toledo', 'Sevilla', 'Valencia', "L'Hospitalet de Llobregat", 'Móstoles', 'A Coruña', ''];
  const names = ['Centro', 'Gran Vía', 'Estación', 'Plaza Mayor', '', '¡!', 'Centro 2', 'Colisión'];
  return Array.from({ length: 1000 }, (_, index) => {
    // 379 and 1009 share no factor: every index has its own id, from 1 to 1009.
    const id = ((index * 379) % 1009) + 1;
    const city = cities[index % cities.length]!;
    const kind = index % 11;
    const name =
      kind === 0
        ? `Colisión ${(index * 13) % 60}`
        : kind === 1
          ? `${'Avenida de la Constitución '.repeat(8 + (index % 5))}${index % 3}`
          : names[(index * 7) % names.length]!;
    return { id, name: `Pollo Crujiente ${name}`, city };
  });
}

describe("a restaurant's slug", () => {
  it.each([
    ['Pollo Crujiente Gran Vía', 'Madrid', 'madrid-gran-via'],
    ['Pollo Crujiente Getafe Centro', 'Getafe', 'getafe-centro'],
    ['Pollo Crujiente Móstoles', 'Móstoles', 'mostoles'],
    ['Pollo Crujiente Gran Vía Bilbao', 'Bilbao', 'bilbao-gran-via'],
    ["Pollo Crujiente Portal de l'Àngel", 'Barcelona', 'barcelona-portal-de-l-angel'],
    ['Pollo Crujiente Gran Via 2', "L'Hospitalet de Llobregat", 'l-hospitalet-de-llobregat-gran-via-2'],
    ["Pollo Crujiente Plaça d'Espanya", "Castelló d'Empúries", 'castello-d-empuries-placa-d-espanya'],
    ['Pollo Crujiente Ñandú Über', 'A Coruña', 'a-coruna-nandu-uber'],
    ['Pollo Crujiente', 'Teruel', 'teruel'],
  ])('of %s in %s is %s', (name, city, slug) => {
    expect(baseSlug({ name, city })).toBe(slug);
  });

  it.each([
    ['only punctuation', '¡¿…!?', ''],
    ["only the chain's name", 'Pollo Crujiente', '—'],
    ['letters it cannot write', '北京店', '上海'],
  ])('is still an address for a name of %s', (_, name, city) => {
    const slugs = slugsOf([
      { id: 3, name, city },
      { id: 8, name, city },
    ]);
    expect(slugs).toEqual({ 3: 'restaurante', 8: 'restaurante-8' });
  });

  it.each([
    ['Col·legi', 'collegi'],
    ['Plaça Major', 'placa-major'],
    ['Caf\u0065\u0301 Núñez', 'cafe-nunez'],
    ['A^B`C', 'abc'],
    ['Gran Via 2 -- Centre', 'gran-via-2-centre'],
    ['  Calle\tMayor\n', 'calle-mayor'],
  ])('folds %j into the words %j, the marks of plain ASCII as those of accented letters', (text, words) => {
    expect(slugWords(text)).toBe(words);
    // Beyond ASCII (an é before it) the same characters fold alike.
    expect(slugWords(`é ${text}`)).toBe(`e-${words}`);
  });

  it('holds only lower-case letters, digits and single hyphens', () => {
    for (const slug of restaurantSlugs(fixtures.restaurants).values()) expect(slug).toMatch(SLUG);
  });

  it(`is at most ${MAX_SLUG_LENGTH} characters, cut between words, and a tie's id survives the cut`, () => {
    const words = 'Avenida de la Constitución Española número '.repeat(10);
    expect(words.length).toBeGreaterThan(400);
    const toledo = inCity('Toledo');
    const slugs = restaurantSlugs([toledo(5, words), toledo(12, words), toledo(30, 'x'.repeat(400))]);
    const full = `toledo-${'avenida-de-la-constitucion-espanola-numero-'.repeat(10)}`;
    for (const slug of slugs.values()) {
      expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
      expect(slug).toMatch(SLUG);
    }
    // The whole words that fit; the one cut off is left out whole.
    expect(slugs.get(5)).toMatch(/-(avenida|de|la|constitucion|espanola|numero)$/);
    expect(full.startsWith(`${slugs.get(5)}-`)).toBe(true);
    expect(slugs.get(12)).toMatch(/-12$/);
    expect(full.startsWith(`${slugs.get(12)!.slice(0, -'-12'.length)}-`)).toBe(true);
    // A word longer than the room left is left out whole; one alone is cut where the limit falls.
    expect(slugs.get(30)).toBe('toledo');
    expect(slugsOf([{ id: 1, name: 'x'.repeat(400), city: '' }])).toEqual({ 1: 'x'.repeat(MAX_SLUG_LENGTH) });
  });

  it('is the same for the same name in different cities, each under its own city', () => {
    expect(
      slugsOf([inCity('Madrid')(1, 'Centro'), inCity('Sevilla')(2, 'Centro'), inCity('Valencia')(3, 'Centro')]),
    ).toEqual({ 1: 'madrid-centro', 2: 'sevilla-centro', 3: 'valencia-centro' });
  });

  it('is unique: the lowest id keeps a shared slug, the others add their id', () => {
    const madrid = inCity('Madrid');
    const slugs = restaurantSlugs([madrid(41, 'Centro'), madrid(7, 'Centro'), madrid(52, ' Centro!')]);
    expect([...slugs]).toEqual([
      [7, 'madrid-centro'],
      [41, 'madrid-centro-41'],
      [52, 'madrid-centro-52'],
    ]);
    const all = restaurantSlugs(fixtures.restaurants);
    expect(new Set(all.values()).size).toBe(fixtures.restaurants.length);
  });

  it("is unique where a tie's slug would be another restaurant's own: that one keeps it", () => {
    const toledo = inCity('Toledo');
    const slugs = slugsOf([toledo(39, 'Colisión 41'), toledo(40, 'Colisión'), toledo(41, 'Colisión')]);
    expect(slugs).toEqual({ 39: 'toledo-colision-41', 40: 'toledo-colision', 41: 'toledo-colision-41-2' });
    // Whichever id is lower, the name "Colisión 41" and the tie of restaurant 41 never share an address.
    expect(slugsOf([toledo(40, 'Colisión'), toledo(41, 'Colisión'), toledo(57, 'Colisión 41')])).toEqual({
      40: 'toledo-colision',
      41: 'toledo-colision-41',
      57: 'toledo-colision-41-57',
    });
  });

  it('is unique and short over a chain of 1,000 restaurants whose names repeat', () => {
    const chain = chainOfAThousand();
    const { slugs, ids, moved } = restaurantAddresses(chain);
    expect(slugs.size).toBe(1000);
    expect(new Set(slugs.values()).size).toBe(1000);
    for (const slug of slugs.values()) {
      expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
      expect(slug).toMatch(SLUG);
    }
    for (const [id, slug] of slugs) expect(ids.get(slug)).toBe(id);
    // An old address leads to a restaurant's page, and is never one.
    for (const [from, to] of moved) {
      expect(ids.has(from), from).toBe(false);
      expect(ids.has(to), to).toBe(true);
      expect(from.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    }
  });

  it('names the restaurant it was made for, and none for a slug no restaurant has', () => {
    const [first, second] = fixtures.restaurants;
    expect(idOfSlug(fixtures.restaurants, baseSlug(second!))).toBe(second!.id);
    expect(idOfSlug(fixtures.restaurants, restaurantSlugs(fixtures.restaurants).get(first!.id)!)).toBe(first!.id);
    expect(idOfSlug(fixtures.restaurants, 'no-existe')).toBeNull();
  });

  it('is made once per list: every reader of the same list shares one result', () => {
    const list = chainOfAThousand();
    expect(restaurantAddresses(list)).toBe(restaurantAddresses(list));
    expect(restaurantSlugs(list)).toBe(restaurantAddresses(list).slugs);
    // Another list, even an equal one, is read afresh: a list is never changed in place once the API answered.
    expect(restaurantAddresses([...list])).not.toBe(restaurantAddresses(list));
  });

  it('is made in steps alike, pausing before each, and shared with the readers of the same list', async () => {
    const chain = chainOfAThousand();
    const all = restaurantAddresses([...chain]);
    let pauses = 0;
    const stepped = await restaurantAddressesInSteps(chain, async () => {
      pauses += 1;
    });
    expect(pauses).toBe(Math.ceil(chain.length / ADDRESSES_PER_STEP));
    expect([...stepped.slugs].sort(([a], [b]) => a - b)).toEqual([...all.slugs].sort(([a], [b]) => a - b));
    expect(stepped.moved).toEqual(all.moved);
    expect(restaurantAddresses(chain)).toBe(stepped);
    // Made already: no pause.
    await restaurantAddressesInSteps(chain, () => Promise.reject(new Error('paused')));
  });

  it('made in steps, stops and keeps nothing when a pause fails (a page left midway)', async () => {
    const chain = chainOfAThousand();
    let pauses = 0;
    const left = new Error('left');
    await expect(
      restaurantAddressesInSteps(chain, async () => {
        pauses += 1;
        if (pauses === 2) throw left;
      }),
    ).rejects.toBe(left);
    expect(pauses).toBe(2);
    let again = 0;
    await restaurantAddressesInSteps(chain, async () => {
      again += 1;
    });
    expect(again).toBe(Math.ceil(chain.length / ADDRESSES_PER_STEP));
  });

  it('makes the page path under /restaurantes', () => {
    expect(restaurantPath('getafe-centro')).toBe('/restaurantes/getafe-centro');
  });
});

describe("a restaurant's address when others change", () => {
  const madrid = inCity('Madrid');
  const sevilla = inCity('Sevilla');
  const three = [madrid(7, 'Centro'), madrid(41, 'Centro'), madrid(52, 'Centro'), sevilla(9, 'Triana')];

  it('moves to the bare slug when its lower namesake closes, and its old one answers 301 to it', () => {
    const after = three.filter((restaurant) => restaurant.id !== 7);
    expect(slugsOf(after)).toEqual({ 41: 'madrid-centro', 52: 'madrid-centro-52', 9: 'sevilla-triana' });
    expect(restaurantAddresses(after).moved.get('madrid-centro-41')).toBe('madrid-centro');
    expectReachable(three, after);
    // Until the next build writes the 301, the page built at the old address still finds its restaurant.
    expect(idOfSlug(after, 'madrid-centro-41')).toBe(41);
    // The last one left, too: each restaurant that holds the bare slug answers at the one a tie would give it.
    const last = three.filter((restaurant) => restaurant.id === 52);
    expect(slugsOf(last)).toEqual({ 52: 'madrid-centro' });
    expectReachable(three, last);
  });

  it('stays where it is when a higher namesake opens', () => {
    const after = [...three, madrid(60, 'Centro')];
    expect(slugsOf(after)).toEqual({ ...slugsOf(three), 60: 'madrid-centro-60' });
  });

  it('stays where it is when another restaurant is renamed elsewhere', () => {
    const after = three.map((restaurant) => (restaurant.id === 9 ? sevilla(9, 'Nervión') : restaurant));
    expect(slugsOf(after)).toEqual({ ...slugsOf(three), 9: 'sevilla-nervion' });
  });

  it('moves with a 301 when a lower namesake renamed away leaves the bare slug', () => {
    const after = three.map((restaurant) => (restaurant.id === 7 ? madrid(7, 'Sol') : restaurant));
    expect(slugsOf(after)).toEqual({
      7: 'madrid-sol',
      41: 'madrid-centro',
      52: 'madrid-centro-52',
      9: 'sevilla-triana',
    });
    expectReachable(three, after, [7]);
  });

  it('in the Toledo tie, stays or answers 301 whichever of the three closes', () => {
    const toledo = inCity('Toledo');
    const before = [toledo(39, 'Colisión 41'), toledo(40, 'Colisión'), toledo(41, 'Colisión')];
    for (const closed of [39, 40, 41])
      expectReachable(
        before,
        before.filter((restaurant) => restaurant.id !== closed),
      );
    expect(
      restaurantAddresses(before.filter((restaurant) => restaurant.id !== 40)).moved.get('toledo-colision-41-2'),
    ).toBe('toledo-colision');
  });

  it('in a chain of 1,000, stays or answers 301 when any one restaurant closes, and stays when one opens', () => {
    const chain = chainOfAThousand();
    for (let index = 0; index < chain.length; index += 7)
      expectReachable(
        chain,
        chain.filter((_, other) => other !== index),
      );
    const opened = [...chain, { id: 2000, name: 'Pollo Crujiente Centro', city: 'Madrid' }];
    const slugs = restaurantSlugs(opened);
    for (const [id, slug] of restaurantSlugs(chain)) expect(slugs.get(id)).toBe(slug);
  });
});
