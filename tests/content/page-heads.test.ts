import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent, PAGES_WITH_HEADS } from '../../scripts/check/content.mjs';

const root = resolve(import.meta.dirname, '../..');
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the file is edited freely here

const copies: string[] = [];
// Each test's copies go as it ends: left to the end of the file, the copies of every case (thousands of files) were
// removed in one hook, which outlasted its time on a busy machine.
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The problems the content check finds in a copy of the content whose page heads `edit` changed. */
function problemsWith(edit: (heads: Json) => void): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'page-heads-check-'));
  copies.push(dir);
  for (const part of ['schemas/content', 'content']) cpSync(join(root, part), join(dir, part), { recursive: true });
  const file = join(dir, 'content/pages/heads.json');
  const heads = JSON.parse(readFileSync(file, 'utf8')) as Json;
  edit(heads);
  writeFileSync(file, JSON.stringify(heads, null, 2));
  return checkContent(dir);
}

describe('the content check of the page heads', () => {
  it('knows every public pre-rendered page of the route table, documents included, and no customer page', () => {
    expect(PAGES_WITH_HEADS).toEqual(
      expect.arrayContaining([
        '/',
        '/carta',
        '/novedades',
        '/restaurantes',
        '/contact',
        '/alergens',
        '/my-rewards',
        '/login',
        '/register',
        '/forgot-password',
        '/aviso-legal',
        '/accesibilidad',
      ]),
    );
    expect(PAGES_WITH_HEADS).not.toContain('/personal-data');
    expect(PAGES_WITH_HEADS).not.toContain('/logout');
  });

  it('finds a description for each of them in each language', () => {
    expect(problemsWith(() => {})).toEqual([]);
  });

  it.each([
    {
      what: 'a page without a description',
      edit: (h: Json) => delete h.pages['/carta'],
      expected: 'content/pages/heads.json: page /carta has no description (it is a public page of the route table)',
    },
    {
      what: 'a document without a description',
      edit: (h: Json) => delete h.pages['/accesibilidad'],
      expected:
        'content/pages/heads.json: page /accesibilidad has no description (it is a public page of the route table)',
    },
    {
      what: 'a description missing a language',
      edit: (h: Json) => delete h.pages['/carta'].description.ca,
      expected: "content/pages/heads.json: /pages/~1carta/description must have required property 'ca'",
    },
    {
      what: 'a description for a page the site does not have',
      edit: (h: Json) => (h.pages['/ofertas'] = h.pages['/carta']),
      expected: 'content/pages/heads.json: page /ofertas is not a public pre-rendered page of the route table',
    },
    {
      what: 'a description for a customer page',
      edit: (h: Json) => (h.pages['/personal-data'] = h.pages['/carta']),
      expected: 'content/pages/heads.json: page /personal-data is not a public pre-rendered page of the route table',
    },
    {
      what: 'a description over 160 characters',
      edit: (h: Json) => (h.pages['/carta'].description.en = 'x'.repeat(161)),
      expected: 'content/pages/heads.json: /pages/~1carta/description/en must NOT have more than 160 characters',
    },
    {
      what: 'a share image that is not listed',
      edit: (h: Json) => (h.pages['/carta'].shareImage = 'offers'),
      expected: 'content/pages/heads.json: page /carta names share image "offers", which is not in shareImages',
    },
    {
      what: 'a share image without its alt text in a language',
      edit: (h: Json) => delete h.shareImages.menu.alt.en,
      expected: "content/pages/heads.json: /shareImages/menu/alt must have required property 'en'",
    },
  ])('reports $what', ({ edit, expected }) => {
    expect(problemsWith(edit)).toEqual([expected]);
  });

  it('counts a description of exactly 160 characters as within the limit', () => {
    expect(problemsWith((h) => (h.pages['/carta'].description.es = `${'á'.repeat(159)}.`))).toEqual([]);
  });
});
