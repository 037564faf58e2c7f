import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { HtmlValidate } from 'html-validate';
import { autofillProblem, checkContent } from '../../scripts/check/content.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- UI schemas are edited freely here

const copies: string[] = [];
// Each test's copies go as it ends: left to the end of the file, the copies of every case (thousands of files) were
// removed in one hook, which outlasted its time on a busy machine.
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A copy of the content and the schemas in a temporary folder, with one form's UI schema changed by `edit` (and its
 * schema by `editSchema`).
 */
function withUiSchema(form: string, edit: (ui: Json) => void, editSchema?: (schema: Json) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'ui-schema-check-'));
  copies.push(dir);
  for (const part of ['schemas', 'content']) cpSync(join(root, part), join(dir, part), { recursive: true });
  const change = (file: string, how: (json: Json) => void) => {
    const path = join(dir, 'schemas/forms', file);
    const json = JSON.parse(readFileSync(path, 'utf8')) as Json;
    how(json);
    writeFileSync(path, JSON.stringify(json, null, 2));
  };
  change(`${form}.ui.json`, edit);
  if (editSchema) change(`${form}.schema.json`, editSchema);
  return dir;
}

/** The profile form with a town field (`city`) whose autocomplete is `autocomplete`. */
const withCity = (autocomplete: string) =>
  withUiSchema(
    'profile',
    (ui) => {
      ui.city = { 'ui:autocomplete': autocomplete };
      ui['ui:order'].push('city');
    },
    (schema) => (schema.properties.city = { $ref: 'definitions/single-line-text.schema.json', maxLength: 80 }),
  );

describe("the content check of the forms' UI schemas", () => {
  it.each([
    {
      what: 'a misspelt option',
      form: 'register',
      edit: (ui: Json) => (ui.password['ui:options'] = { errorIsHnt: true }),
      expected:
        'schemas/forms/register.ui.json: /password/ui:options unknown option "errorIsHnt" (not in schemas/ui-options.schema.json)',
    },
    {
      what: 'an option with a value it cannot take',
      form: 'profile',
      edit: (ui: Json) => (ui.phone['ui:options'].inputType = 'phone'),
      expected:
        'schemas/forms/profile.ui.json: /phone/ui:options/inputType must be equal to one of the allowed values: "text", "tel", "number"',
    },
    {
      what: 'an option of the wrong kind',
      form: 'change-password',
      edit: (ui: Json) => (ui.password['ui:options'].errorIsHint = 'yes'),
      expected: 'schemas/forms/change-password.ui.json: /password/ui:options/errorIsHint must be boolean',
    },
    {
      what: 'an unknown widget',
      form: 'login',
      edit: (ui: Json) => (ui.password['ui:widget'] = 'secret'),
      expected: expect.stringMatching(
        /^schemas\/forms\/login\.ui\.json: \/password\/ui:widget must be equal to one of the allowed values: "text"/,
      ),
    },
    {
      what: 'a field the form does not have',
      form: 'login',
      edit: (ui: Json) => (ui.username = { 'ui:autocomplete': 'username' }),
      expected: 'schemas/forms/login.ui.json: "username" is not a field of the form\'s schema',
    },
    {
      what: 'a repeated field compared with a field the form does not have',
      form: 'register',
      edit: (ui: Json) => (ui.repeatPassword['ui:options'].sameAs = 'pasword'),
      expected:
        'schemas/forms/register.ui.json: /repeatPassword/ui:options/sameAs "pasword" is not another field of the form',
    },
    {
      what: 'a label opening a document that does not exist',
      form: 'public-contact',
      edit: (ui: Json) => (ui.politicas['ui:options'].documents.document = 'privacidad'),
      expected:
        'schemas/forms/public-contact.ui.json: /politicas/ui:options/documents: no document "privacidad" in content/documents',
    },
    {
      what: 'an order that leaves a field out',
      form: 'login',
      edit: (ui: Json) => (ui['ui:order'] = ['email']),
      expected: 'schemas/forms/login.ui.json: ui:order leaves out password',
    },
  ])('fails on $what', ({ form, edit, expected }) => {
    expect(checkContent(withUiSchema(form, edit))).toEqual([expected]);
  });
});

describe('the autocomplete of a field in a UI schema', () => {
  it.each(['address-level2', 'section-a shipping address-level2', 'billing address-level2 webauthn', 'off'])(
    'may be %j',
    (autocomplete) => {
      expect(checkContent(withCity(autocomplete))).toEqual([]);
    },
  );

  it.each(['tel-national', 'mobile tel-national', 'section-envio home tel'])('may be %j on a phone', (autocomplete) => {
    expect(checkContent(withUiSchema('profile', (ui) => (ui.phone['ui:autocomplete'] = autocomplete)))).toEqual([]);
  });

  it.each([
    {
      autocomplete: 'adress-level2',
      expected: '/city/ui:autocomplete "adress-level2" is not an HTML autofill token (did you mean "address-level2"?)',
    },
    {
      autocomplete: 'home address-level2',
      expected: '/city/ui:autocomplete "home address-level2": "home" comes only before tel, tel-…, email or impp',
    },
    {
      autocomplete: 'address-level2 shipping',
      expected:
        '/city/ui:autocomplete "address-level2 shipping" is not in the order of autofill tokens: section-<name>, shipping or billing, home, work, mobile, fax or pager, the field name, webauthn',
    },
    {
      autocomplete: 'address-level1 address-level2',
      expected:
        '/city/ui:autocomplete "address-level1 address-level2" names more than one field (address-level1, address-level2)',
    },
    { autocomplete: 'shipping', expected: '/city/ui:autocomplete "shipping" has no field name' },
    { autocomplete: 'off address-level2', expected: '/city/ui:autocomplete "off address-level2": "off" stands alone' },
  ])('may not be $autocomplete', ({ autocomplete, expected }) => {
    expect(checkContent(withCity(autocomplete))).toEqual([`schemas/forms/profile.ui.json: ${expected}`]);
  });

  it('may not be a field name cut in two', () => {
    expect(checkContent(withUiSchema('profile', (ui) => (ui.phone['ui:autocomplete'] = 'tel national2')))).toEqual([
      'schemas/forms/profile.ui.json: /phone/ui:autocomplete "tel national2": "national2" is not an HTML autofill token (did you mean "tel-national"?)',
    ]);
  });
});

describe('the autofill field names of schemas/ui-options.schema.json', () => {
  const { $defs } = JSON.parse(readFileSync(join(root, 'schemas/ui-options.schema.json'), 'utf8')) as Json;
  const fields: string[] = $defs.autofillField.enum;
  const contactFields: string[] = $defs.autofillContactField.enum;
  const htmlValidate = new HtmlValidate({ root: true, rules: { 'valid-autocomplete': 'error' } });
  /** Whether html-validate takes `autocomplete` on an input of any kind of value (a hidden one). */
  const validHtml = (autocomplete: string) =>
    htmlValidate.validateStringSync(`<input type="hidden" name="x" autocomplete="${autocomplete}">`).valid;

  it('are HTML’s, each with the kind of contact it may follow as html-validate has it', () => {
    expect(fields).toHaveLength(44);
    expect(contactFields).toHaveLength(10);
    for (const name of fields) expect([name, validHtml(name), validHtml(`home ${name}`)]).toEqual([name, true, false]);
    for (const name of contactFields) expect([name, validHtml(`work ${name}`)]).toEqual([name, true]);
  });

  it.each([
    'address-level2',
    'section-a shipping address-level2',
    'shipping mobile tel webauthn',
    'current-password webauthn',
    'adress-level2',
    'tel national2',
    'home address-level2',
    'address-level2 shipping',
    'billing section-a email',
    'webauthn email',
  ])('accept %j as html-validate does', (autocomplete) => {
    expect(autofillProblem(autocomplete, fields, contactFields) === undefined).toBe(validHtml(autocomplete));
  });
});
