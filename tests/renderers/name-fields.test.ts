import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import nameDefinition from '../../schemas/forms/definitions/person-name.schema.json';
import { errorMessage, type FieldSchema } from '../../src/renderers/schema-form/form-rules';
import { type FormName, loadForm } from '../../src/renderers/schema-form/forms';

/**
 * The one rule for the names a customer types, run through the compiled validator of every form that asks for a name,
 * so that undoing the rule in the shared definition, or giving a form a name field that does not use it, fails here.
 */

const FORMS_DIR = join(import.meta.dirname, '../../schemas/forms');
const FORMS = readdirSync(FORMS_DIR)
  .filter((file) => file.endsWith('.schema.json'))
  .map((file) => file.slice(0, -'.schema.json'.length) as FormName)
  .sort();

/** A field asks for a person's name by its key or by its label. */
const isNameField = (key: string, field: FieldSchema) =>
  /(^|_)name$|Name$/.test(key) || /\.(firstName|lastName)$/.test(field.title ?? '');

async function nameFields() {
  const found: { form: FormName; field: string; schema: FieldSchema }[] = [];
  for (const form of FORMS) {
    const { schema } = await loadForm(form);
    for (const [field, fieldSchema] of Object.entries((schema.properties ?? {}) as Record<string, FieldSchema>))
      if (isNameField(field, fieldSchema)) found.push({ form, field, schema: fieldSchema });
  }
  return found;
}

/** The rules `value` breaks in `field` of `form`, as its compiled validator reports them. */
async function nameFailures(form: FormName, field: string, value: string) {
  const { validator, schema } = await loadForm(form);
  const { errors } = validator.validateFormData({ [field]: value }, schema);
  return errors
    .filter((error) => (error.property ?? '').replace(/^\./, '') === field)
    .map((error) => error.name ?? '')
    .sort();
}

const REAL_NAMES: [string, string][] = [
  ['Catalan with a middle dot (l·l)', 'Paul·la Col·lell'],
  ['Persian with a zero-width non-joiner', 'نرگس\u200Cبانو'],
  ['Hangul', '김민준'],
  ['an emoji after the name', 'Ana 🌻'],
  ['a family emoji joined with zero-width joiners', 'Ana 👨\u200D👩\u200D👧 López'],
  ['an emoji with a skin tone, joined', 'Marta 👩🏽\u200D🚒'],
  ['accented Spanish', 'José María Núñez'],
  ['an apostrophe', "O'Brien"],
  ['a hyphen', 'Ana-Belén'],
  ['Devanagari with a joiner after the virama', 'क्\u200Dष'],
];

const HOSTILE_NAMES: [string, string, string][] = [
  ['a right-to-left override inside', 'Lu\u202Ecía', 'not'],
  ['an Arabic letter mark (a bidirectional control)', 'Ana\u061C', 'not'],
  ['a left-to-right mark', 'Ana\u200E', 'not'],
  ['a first-strong isolate', '\u2068Ana', 'not'],
  ['a word joiner alone', '\u2060', 'not'],
  ['an invisible plus inside', 'Ana\u2064Belén', 'not'],
  ['a zero-width space inside', 'Ana\u200BBelén', 'not'],
  ['a byte order mark first', '\uFEFFAna', 'not'],
  ['a Mongolian vowel separator', 'Ana\u180E', 'not'],
  ['a soft hyphen inside', 'Ana\u00ADBelén', 'not'],
  ['a Hangul filler alone', '\u3164', 'not'],
  ['a Hangul filler inside a Hangul name', '김\u3164민준', 'not'],
  ['a Hangul choseong filler', '\u115F', 'not'],
  ['a Hangul jungseong filler', '\u1160', 'not'],
  ['a halfwidth Hangul filler', '\uFFA0', 'not'],
  ['emoji only', '🌻🌻', 'not'],
  ['a family emoji only', '👨\u200D👩\u200D👧', 'not'],
  ['digits only', '1234', 'not'],
  ['a zero-width joiner first', '\u200DAna', 'not'],
  ['a zero-width joiner last', 'Ana\u200D', 'not'],
  ['a zero-width non-joiner next to a space', 'Ana \u200CBelén', 'not'],
  ['two joiners in a row', 'Ana\u200D\u200DBelén', 'not'],
  ['a tab', 'Ana\tBelén', 'not'],
  ['a line separator', 'Ana\u2028Belén', 'not'],
  ['whitespace only', ' \u00A0\u3000 ', 'pattern'],
];

describe('the name fields', () => {
  it('are the first and last names of registration, the profile and both contact forms, each under the one rule', async () => {
    const fields = await nameFields();
    expect(fields.map(({ form, field }) => `${form}.${field}`).sort()).toEqual([
      'order-incident.first_name',
      'order-incident.last_name',
      'profile.firstName',
      'profile.lastName',
      'public-contact.first_name',
      'public-contact.last_name',
      'register.firstName',
      'register.lastName',
    ]);
    const { $schema: _schema, $comment: _comment, ...rule } = nameDefinition;
    for (const { form, field, schema } of fields)
      expect(schema, `${form}.${field}`).toEqual({ ...rule, title: expect.any(String), maxLength: expect.any(Number) });
  });

  it.each(REAL_NAMES)('take a real name: %s', async (_, name) => {
    for (const { form, field } of await nameFields())
      expect(await nameFailures(form, field, name), `${form}.${field}`).toEqual([]);
  });

  it.each(HOSTILE_NAMES)('refuse a name with %s', async (_, name, keyword) => {
    for (const { form, field } of await nameFields())
      expect(await nameFailures(form, field, name), `${form}.${field}`).toEqual([keyword]);
  });

  it('tell every invalid name, emoji only included, with the one message for an invalid name; a blank one is asked for', async () => {
    for (const { form, field, schema } of await nameFields()) {
      expect(errorMessage('not', {}, schema).message.id, `${form}.${field}`).toBe('form.error.characters');
      expect(errorMessage('pattern', {}, schema).message.id, `${form}.${field}`).toBe('form.error.required');
    }
  });
});
