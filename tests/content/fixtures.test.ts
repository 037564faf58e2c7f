import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent, runChecks } from '../../scripts/check/content.mjs';

// A string, not `new URL(...)`: the jsdom environment replaces the global URL class.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- fixtures are edited freely here
const readFixture = (dir: string, name: string): Json =>
  JSON.parse(readFileSync(join(dir, 'content/fixtures', name), 'utf8')) as Json;

const copies: string[] = [];
// Each test's copies go as it ends: left to the end of the file, the copies of every case (thousands of files) were
// removed in one hook, which outlasted its time on a busy machine.
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the content in a temporary directory, with one fixture changed by `edit`. */
function brokenCopy(name: string, edit: (data: Json) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-check-'));
  copies.push(dir);
  for (const part of ['schemas/content', 'content/fixtures', 'content/media', 'content/documents', 'content/cookies']) {
    cpSync(join(root, part), join(dir, part), { recursive: true });
  }
  const data = readFixture(dir, name);
  edit(data);
  writeFileSync(join(dir, 'content/fixtures', name), JSON.stringify(data, null, 2));
  return dir;
}

describe('the content check', () => {
  it('finds no problem in the repository content', () => {
    expect(checkContent(root)).toEqual([]);
  });

  it.each([
    {
      what: 'a product with an unknown allergen',
      file: 'menu.json',
      edit: (d: Json) => d.products[0].allergens.push('shellfish'),
      expected: /menu\.json: product 1001 .*unknown allergen "shellfish"/,
    },
    {
      what: 'a product listed in two categories',
      file: 'menu.json',
      edit: (d: Json) => d.categories[0].products.push(d.categories[1].products[0]),
      expected: /product \d+ .* is in more than one place/,
    },
    {
      what: 'a category listing a product that does not exist',
      file: 'menu.json',
      edit: (d: Json) => d.categories[0].products.push(9999),
      expected: /lists product 9999, which does not exist/,
    },
    {
      what: 'a missing media file',
      file: 'menu.json',
      edit: (d: Json) => (d.products[0].image = '/media/menu/products/missing.svg'),
      expected: /\/products\/0\/image refers to \/media\/menu\/products\/missing\.svg/,
    },
    {
      what: 'salt that does not match sodium',
      file: 'menu.json',
      edit: (d: Json) => (d.products[0].nutrition.salt = 1),
      expected: /salt \(1\) should be sodium × 2\.5/,
    },
    {
      what: 'a restaurant with an unknown service',
      file: 'restaurants.json',
      edit: (d: Json) => d.restaurants[0].serviceIds.push(99),
      expected: /restaurant 1 .* has unknown service id 99/,
    },
    {
      what: 'a restaurant whose postal code is in another province',
      file: 'restaurants.json',
      edit: (d: Json) => (d.restaurants[0].postalCode = '08001'),
      expected: /postal code 08001 is not in Madrid/,
    },
    {
      what: 'a "carta" news item whose id is not a category',
      file: 'news.json',
      edit: (d: Json) => d.news.push({ ...d.news.find((n: Json) => n.sec === 'carta'), id: 77 }),
      expected: /news item 77 .* is not a menu category id/,
    },
    {
      what: 'two orders on the way for one user',
      file: 'users.json',
      edit: (d: Json) => (d.users[0].orders[0].status = 'on_the_way'),
      expected: /user 1 .* has 2 orders on the way/,
    },
    {
      what: 'a repeated user email',
      file: 'users.json',
      edit: (d: Json) => (d.users[1].email = d.users[0].email.toUpperCase()),
      expected: /user email demo@pollocrujiente\.example is used more than once/,
    },
    {
      what: 'a fixture without "$schema"',
      file: 'allergens.json',
      edit: (d: Json) => delete d.$schema,
      expected: /allergens\.json: has no "\$schema" key/,
    },
    {
      what: 'a missing allergen',
      file: 'allergens.json',
      edit: (d: Json) => d.allergens.pop(),
      expected: /allergens\.json: has 13 allergens/,
    },
    {
      what: 'a field the schema does not know',
      file: 'restaurants.json',
      edit: (d: Json) => (d.restaurants[0].phone = '910000000'),
      expected: /\/restaurants\/0 must NOT have additional properties \("phone"\)/,
    },
  ])('reports $what', ({ file, edit, expected }) => {
    const problems = checkContent(brokenCopy(file, edit));
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(expected)]));
  });

  it("reports an allergen schema whose keys are not the site's 14 in their order", () => {
    const dir = brokenCopy('allergens.json', () => {});
    const file = join(dir, 'schemas/content/allergens.schema.json');
    const schema = JSON.parse(readFileSync(file, 'utf8')) as Json;
    schema.$defs.allergenKey.enum.reverse();
    writeFileSync(file, JSON.stringify(schema, null, 2));
    expect(checkContent(dir)).toEqual(
      expect.arrayContaining([expect.stringMatching(/allergens\.schema\.json: \$defs\.allergenKey must list/)]),
    );
  });
});

describe('the seed data', () => {
  const menu = readFixture(root, 'menu.json');
  const restaurants = readFixture(root, 'restaurants.json');
  const news = readFixture(root, 'news.json');
  const users = readFixture(root, 'users.json');

  it('has a menu large enough to browse, with sub-categories', () => {
    const { counts } = runChecks(root);
    expect(counts.categories).toBeGreaterThanOrEqual(8);
    expect(counts.products).toBeGreaterThanOrEqual(44);
    expect(menu.categories.filter((c: Json) => c.children.length >= 2).length).toBeGreaterThanOrEqual(3);
    expect(menu.categories.some((c: Json) => c.products.length > 0 && c.children.length > 0)).toBe(true);
  });

  it('has exactly two products without nutrition or allergens, whose nutrition link the site hides', () => {
    const bare = menu.products.filter((p: Json) => p.nutrition.weight === 0 && p.allergens.length === 0);
    expect(bare).toHaveLength(2);
    expect(menu.products.filter((p: Json) => p.nutrition.weight === 0)).toHaveLength(2);
  });

  it('has provinces with and without restaurants, and a service filter that narrows the list', () => {
    const used = new Set(restaurants.restaurants.map((r: Json) => r.provinceId));
    expect(used.size).toBeGreaterThanOrEqual(8);
    expect(restaurants.provinces.length - used.size).toBeGreaterThanOrEqual(2);
    const id = (es: string) => restaurants.services.find((s: Json) => s.name.es === es).id as number;
    const autoAndTerrace = restaurants.restaurants.filter(
      (r: Json) => r.serviceIds.includes(id('Auto')) && r.serviceIds.includes(id('Terraza')),
    );
    expect(autoAndTerrace.length).toBeGreaterThan(0);
    expect(autoAndTerrace.length).toBeLessThan(restaurants.restaurants.length);
    expect(restaurants.restaurants.filter((r: Json) => r.provinceId === 1).length).toBeGreaterThanOrEqual(8);
  });

  it('has news for the home page and the news page covering every kind of link', () => {
    const tagged = (tag: string) => news.news.filter((n: Json) => n.tags.includes('WEB') && n.tags.includes(tag));
    expect(tagged('HOME').length).toBeGreaterThanOrEqual(4);
    expect(tagged('NEWS').length).toBeGreaterThanOrEqual(3);
    expect(new Set(news.news.map((n: Json) => n.sec))).toEqual(new Set(['cercademi', 'carta', 'homedelivery', null]));
    expect(news.news.some((n: Json) => typeof n.url === 'string' && n.url.startsWith('https://'))).toBe(true);
  });

  it('has the demo accounts the journeys use', () => {
    const byEmail = (email: string) => users.users.find((u: Json) => u.email === email);
    const demo = byEmail('demo@pollocrujiente.example');
    expect(demo).toMatchObject({
      id: 1,
      password: 'Demo1234',
      firstName: 'Lucía',
      validated: true,
      lifetime_points: 13,
    });
    expect(demo.orders.filter((o: Json) => o.status === 'on_the_way')).toHaveLength(1);
    expect(demo.vouchers).toHaveLength(3);
    expect(byEmail('nuevo@pollocrujiente.example')).toMatchObject({
      id: 2,
      privacyPolicyAccepted: false,
      loyaltyChangesAccepted: false,
    });
    expect(byEmail('sinvalidar@pollocrujiente.example')).toMatchObject({ id: 3, validated: false });
  });
});
