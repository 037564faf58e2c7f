import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/check/content.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- UI schemas are edited freely here

const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the content and the schemas in a temporary folder, with one form's UI schema changed by `edit`. */
function withUiSchema(form: string, edit: (ui: Json) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'ui-schema-check-'));
  copies.push(dir);
  for (const part of ['schemas', 'content']) cpSync(join(root, part), join(dir, part), { recursive: true });
  const path = join(dir, 'schemas/forms', `${form}.ui.json`);
  const ui = JSON.parse(readFileSync(path, 'utf8')) as Json;
  edit(ui);
  writeFileSync(path, JSON.stringify(ui, null, 2));
  return dir;
}

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
