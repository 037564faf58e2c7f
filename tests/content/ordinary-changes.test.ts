// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runChecks } from '../../scripts/check/content.mjs';

/**
 * The everyday changes a maintainer makes to the content, made on a copy of it: each is content files alone, and the
 * check of the content passes; each usual mistake in them is one problem that names the file and the place.
 */
const project = join(import.meta.dirname, '../..');
let root = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-change-'));
  for (const dir of ['schemas', 'content']) cpSync(join(project, dir), join(root, dir), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

// Content files edited in place, as a maintainer edits them: any shape the schema allows.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const read = (file: string): Json => JSON.parse(readFileSync(join(root, file), 'utf8')) as Json;
const write = (file: string, data: unknown) => writeFileSync(join(root, file), `${JSON.stringify(data, null, 2)}\n`);
const change = (file: string, edit: (data: Json) => void) => {
  const data = read(file);
  edit(data);
  write(file, data);
};
const LANGUAGES = ['es', 'en', 'ca'] as const;
/** The first of `base`, `base2`, `base3`… that `taken` does not hold: the changes are new whatever the content has. */
const unused = (base: string, taken: (name: string) => boolean) =>
  [base, ...Array.from({ length: 50 }, (_, n) => `${base}${n + 2}`)].find((name) => !taken(name))!;
const projectJson = (file: string): Json => JSON.parse(readFileSync(join(project, file), 'utf8')) as Json;
const PERIOD = unused('13m', (value) =>
  projectJson('schemas/content/cookie-table.schema.json').$defs.cookie.properties.expiration.enum.includes(value),
);
const FIELD = unused('city', (name) => name in projectJson('schemas/forms/public-contact.schema.json').properties);
const FIELD_ID = `form.field.${FIELD}`;
const SECTION = unused('vigencia', (id) =>
  projectJson('content/documents/aviso-legal.es.json').sections.some((section: { id: string }) => section.id === id),
);
/** Adds a message to the three catalogues, with its text in each language. */
const addMessage = (id: string, texts: Record<(typeof LANGUAGES)[number], string>) => {
  for (const lang of LANGUAGES) change(`content/messages/${lang}.json`, (catalogue) => (catalogue[id] = texts[lang]));
};

/** A cookie TikTok sets, kept 13 months: a period the table did not offer. */
function addTikTokCookie() {
  change('schemas/content/cookie-table.schema.json', (schema) => {
    schema.$defs.cookie.properties.expiration.enum.splice(3, 0, PERIOD);
  });
  addMessage(`cookies.expiration.${PERIOD}`, { es: '13 meses', en: '13 months', ca: '13 mesos' });
  change('content/cookies/third-party-cookies.json', (table) => {
    table.cookies.push({
      domain: '.tiktok.com',
      asName: 'TikTok Technology Limited',
      name: unused('_ttp', (name) =>
        read('content/cookies/third-party-cookies.json').cookies.some(
          (cookie: { name: string }) => cookie.name === name,
        ),
      ),
      type: 'advertising',
      info: { es: 'Mide las campañas.', en: 'Measures campaigns.', ca: 'Mesura les campanyes.' },
      expiration: PERIOD,
      links: { es: 'Política de TikTok', en: "TikTok's policy", ca: 'Política de TikTok' },
      url: 'https://www.tiktok.com/legal/page/global/cookie-policy/en',
    });
  });
}

/** An optional "Ciudad" field on the public contact form. */
function addCityField(labels: Partial<Record<(typeof LANGUAGES)[number], string>> = {}) {
  change('schemas/forms/public-contact.schema.json', (schema) => {
    schema.properties[FIELD] = {
      $ref: 'definitions/single-line-text.schema.json',
      title: FIELD_ID,
      maxLength: 80,
    };
  });
  change('schemas/forms/public-contact.ui.json', (ui) => {
    ui['ui:order'].splice(ui['ui:order'].indexOf('phone') + 1, 0, FIELD);
    ui[FIELD] = { 'ui:autocomplete': 'address-level2' };
  });
  addMessage(FIELD_ID, { es: 'Ciudad', en: 'City', ca: 'Ciutat', ...labels });
}

/** A section of the legal notice, in the three languages. */
function addLegalSection(text: unknown = 'Las condiciones se aplican desde su publicación.') {
  for (const lang of LANGUAGES) {
    change(`content/documents/aviso-legal.${lang}.json`, (document) => {
      document.sections.push({
        id: SECTION,
        heading: { es: 'Vigencia', en: 'Validity', ca: 'Vigència' }[lang],
        blocks: [{ type: 'paragraph', text: lang === 'es' ? text : 'Text.' }],
      });
    });
  }
}

/** A registration phone of exactly nine digits. */
function nineDigitPhone() {
  change('schemas/forms/register.schema.json', (schema) => {
    schema.properties.phone.pattern = '^[0-9]{9}$';
  });
}

describe('an everyday change of the content', () => {
  it('is content files alone: a cookie row with a new period, a form field, a document section, a phone rule', () => {
    const before = runChecks(root).counts;
    addTikTokCookie();
    addCityField();
    addLegalSection();
    nineDigitPhone();
    const { problems, counts } = runChecks(root);
    expect(problems).toEqual([]);
    // The checks saw the changes: one more row, and the messages the new words added.
    expect(counts.cookieRows).toBe((before.cookieRows ?? 0) + 1);
    expect(counts.messages).toBe((before.messages ?? 0) + 2);
  });

  it('with a label forgotten in one language, says which catalogue and which id, once', () => {
    addCityField({ ca: '' });
    expect(runChecks(root).problems).toEqual([
      `content/messages/ca.json: no text for "${FIELD_ID}", which schemas/forms/public-contact.schema.json names`,
    ]);
  });

  it('with a period the schema does not offer, says which row, once', () => {
    addTikTokCookie();
    change('content/cookies/third-party-cookies.json', (table) => (table.cookies.at(-1).expiration = '14m'));
    const problems = runChecks(root).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/cookies\/third-party-cookies\.json: .*expiration/);
  });

  it('with a wrong type in a document, names the file, the line, the section and the field, once', () => {
    addLegalSection(15);
    const text = readFileSync(join(root, 'content/documents/aviso-legal.es.json'), 'utf8');
    const line = text.slice(0, text.indexOf('"text": 15')).split('\n').length;
    const problems = runChecks(root).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^content/documents/aviso-legal\\.es\\.json:${line}:\\d+: section "${SECTION}", block 1 \\(paragraph\\): text `,
      ),
    );
  });

  it('with an autofill token misspelt, says what it should be, once', () => {
    addCityField();
    change('schemas/forms/public-contact.ui.json', (ui) => (ui[FIELD]['ui:autocomplete'] = 'adress-level2'));
    expect(runChecks(root).problems).toEqual([
      expect.stringMatching(/^schemas\/forms\/public-contact\.ui\.json: .*"adress-level2".*"address-level2"/),
    ]);
  });

  it('with a text field that takes control characters or any length, says what to name, once', () => {
    addCityField();
    change('schemas/forms/public-contact.schema.json', (schema) => {
      schema.properties[FIELD] = { type: 'string', title: FIELD_ID, maxLength: 80 };
    });
    expect(runChecks(root).problems).toEqual([
      `schemas/forms/public-contact.schema.json: /${FIELD} takes control characters: name "definitions/single-line-text.schema.json" with "$ref" beside its title (a text of several lines: the "not" of "comments")`,
    ]);
    change('schemas/forms/public-contact.schema.json', (schema) => {
      schema.properties[FIELD] = { $ref: 'definitions/single-line-text.schema.json', title: FIELD_ID };
    });
    expect(runChecks(root).problems).toEqual([
      `schemas/forms/public-contact.schema.json: /${FIELD} takes a text of any length: give it "maxLength"`,
    ]);
  });
});
