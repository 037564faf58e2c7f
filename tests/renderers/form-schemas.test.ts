import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import passwordDefinition from '../../schemas/forms/definitions/password.schema.json';
import {
  errorMessage,
  initialFormData,
  isComplete,
  mismatchedFields,
  type FormSchema,
} from '../../src/renderers/schema-form/form-rules';
import { type FormName, loadForm } from '../../src/renderers/schema-form/forms';

/** The rules a form's schema and its compiled validator enforce: the failing fields and keywords. */
async function failures(form: FormName, data: Record<string, unknown>) {
  const { validator, schema } = await loadForm(form);
  const { errors } = validator.validateFormData(data, schema);
  return errors.map((error) => `${(error.property ?? '').replace(/^\./, '')}:${error.name}`).sort();
}

const customer = { firstName: 'Lucía', lastName: 'García', phone: '612345678', email: 'lucia@example.com' };

describe('form schemas', () => {
  it('login needs an email and a password', async () => {
    expect(await failures('login', {})).toEqual(['email:required', 'password:required']);
    expect(await failures('login', { email: 'no-arroba', password: 'x' })).toEqual(['email:format']);
    expect(await failures('login', { email: 'demo@pollocrujiente.example', password: 'x' })).toEqual([]);
  });

  it('registration needs every field and both boxes; the news box is optional', async () => {
    expect(await failures('register', { news: false })).toEqual([
      'condiciones:required',
      'email:required',
      'firstName:required',
      'lastName:required',
      'password:required',
      'phone:required',
      'politicas:required',
      'repeatPassword:required',
    ]);
    const complete = {
      ...customer,
      password: 'Pollo123',
      repeatPassword: 'Pollo123',
      politicas: true,
      condiciones: true,
    };
    expect(await failures('register', complete)).toEqual([]);
    expect(await failures('register', { ...complete, politicas: false })).toEqual(['politicas:const']);
    expect(await failures('register', { ...complete, firstName: '   ' })).toEqual(['firstName:pattern']);
  });

  it.each([
    ['Pollo1', []],
    ['Abc12', ['password:minLength']],
    ['pollo123', ['password:pattern']],
    ['POLLO123', ['password:pattern']],
    ['PolloCrujiente', ['password:pattern']],
  ])(
    'the password rule (at least 6 characters, a lowercase letter, a capital and a digit) judges %s',
    async (password, expected) => {
      expect(await failures('change-password', { password, repeatPassword: password })).toEqual(expected);
    },
  );

  it.each(['register', 'change-password'] as const)(
    '%s takes its password rule from the one definition, and its compiled validator applies it',
    async (form) => {
      const { schema } = await loadForm(form);
      const { $schema: _schema, $comment: _comment, ...rule } = passwordDefinition;
      expect((schema.properties as Record<string, unknown>).password).toEqual({ ...rule, title: expect.any(String) });
      const filled = form === 'register' ? { ...customer, politicas: true, condiciones: true } : {};
      // Missing a digit, then too short: refused by both forms alike.
      expect(await failures(form, { ...filled, password: 'PolloCrujiente', repeatPassword: 'PolloCrujiente' })).toEqual(
        ['password:pattern'],
      );
      expect(await failures(form, { ...filled, password: 'Abc12', repeatPassword: 'Abc12' })).toEqual([
        'password:minLength',
      ]);
      expect(await failures(form, { ...filled, password: 'Pollo1', repeatPassword: 'Pollo1' })).toEqual([]);
    },
  );

  it('a phone is numbers only, 9 to 15 of them', async () => {
    const profile = { ...customer, news: true };
    expect(await failures('profile', profile)).toEqual([]);
    expect(await failures('profile', { ...profile, phone: '+34 612 345 678' })).toEqual(['phone:pattern']);
    expect(await failures('profile', { ...profile, phone: '61234' })).toEqual(['phone:pattern']);
  });

  it('the profile needs every field but news', async () => {
    expect(await failures('profile', { news: false })).toEqual([
      'email:required',
      'firstName:required',
      'lastName:required',
      'phone:required',
    ]);
  });

  it('forgot password needs an email; the privacy popup needs its box', async () => {
    expect(await failures('forgot-password', {})).toEqual(['email:required']);
    expect(await failures('privacy-acceptance', { news: true })).toEqual(['accepted:required']);
    expect(await failures('privacy-acceptance', { accepted: true })).toEqual([]);
  });
});

describe('contact form schemas', () => {
  const request = {
    first_name: 'Lucía',
    last_name: 'Martín García',
    email: 'lucia@example.com',
    phone: '612345678',
    reason: 'FOOD_QUALITY',
    comments: 'La ración llegó fría.',
    politicas: true,
    condiciones: true,
  };
  const incident = { ...request, order_id: 52388, reason: 'DELIVERY_TIME' };

  it('the public form needs every field, a reason and both boxes; the news box is optional', async () => {
    expect(await failures('public-contact', { accepted_news: false })).toEqual([
      'comments:required',
      'condiciones:required',
      'email:required',
      'first_name:required',
      'last_name:required',
      'phone:required',
      'politicas:required',
      'reason:required',
    ]);
    expect(await failures('public-contact', request)).toEqual([]);
    expect(await failures('public-contact', { ...request, accepted_news: true })).toEqual([]);
    expect(await failures('public-contact', { ...request, condiciones: false })).toEqual(['condiciones:const']);
    expect(await failures('public-contact', { ...request, comments: '  ' })).toEqual(['comments:pattern']);
  });

  it('take line breaks in the comments but no other control characters, and none in a name', async () => {
    expect(await failures('public-contact', { ...request, comments: 'Llegó fría.\n\tY tarde.\r\n' })).toEqual([]);
    expect(await failures('public-contact', { ...request, comments: 'Llegó fría.\u0007' })).toEqual(['comments:not']);
    expect(await failures('order-incident', { ...incident, first_name: 'Lu\tcía', last_name: 'Martín\u0000' })).toEqual(
      ['first_name:not', 'last_name:not'],
    );
  });

  it('refuse in a name the characters that hide or reverse text, and in the comments those that reverse it', async () => {
    const bidi = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
    // The joiners (U+200C, U+200D) are left out: a name takes them between letters (tests/renderers/name-fields.test.ts).
    const zeroWidth = ['\u200B', '\u200E', '\u200F', '\u061C', '\u2060', '\uFEFF'];
    const names = [
      ['register', 'firstName', 'lastName'],
      ['profile', 'firstName', 'lastName'],
      ['public-contact', 'first_name', 'last_name'],
      ['order-incident', 'first_name', 'last_name'],
    ] as const;
    for (const [form, first, last] of names) {
      for (const character of [...bidi, ...zeroWidth]) {
        const code = `U+${character.codePointAt(0)!.toString(16).toUpperCase()}`;
        const found = await failures(form, { [first]: `Lu${character}cía`, [last]: `${character}García` });
        expect(found, `${form} ${code}`).toEqual(expect.arrayContaining([`${first}:not`, `${last}:not`]));
      }
      expect(await failures(form, { [first]: 'Lucía 🍗', [last]: "O'Connor" }), form).not.toEqual(
        expect.arrayContaining([`${first}:not`]),
      );
    }
    for (const form of ['public-contact', 'order-incident'] as const) {
      const data = form === 'order-incident' ? incident : request;
      for (const character of bidi) {
        expect(await failures(form, { ...data, comments: `Pedido ${character}1234` }), form).toEqual(['comments:not']);
      }
      // Emoji are written with zero-width joiners and variation selectors: the comments keep them.
      expect(await failures(form, { ...data, comments: 'Llegó frío 👩‍👩‍👧 ❤️ 👍🏽' }), form).toEqual([]);
    }
  });

  it('the order-incident form also needs an order', async () => {
    expect(await failures('order-incident', { accepted_news: false })).toEqual([
      'comments:required',
      'condiciones:required',
      'email:required',
      'first_name:required',
      'last_name:required',
      'order_id:required',
      'phone:required',
      'politicas:required',
      'reason:required',
    ]);
    expect(await failures('order-incident', incident)).toEqual([]);
    const { order_id: _omitted, ...withoutOrder } = incident;
    expect(await failures('order-incident', withoutOrder)).toEqual(['order_id:required']);
    expect(await failures('order-incident', { ...incident, order_id: '52388' })).toEqual(['order_id:type']);
  });

  it.each([
    [
      'public-contact',
      ['SERVICE', 'INCIDENT', 'FOOD_QUALITY', 'PROMOTIONS', 'NUTRITIONAL_INFO', 'ENQUIRIES', 'RESTAURANT', 'OTHER'],
    ],
    ['order-incident', ['DELIVERY_TIME', 'QUALITY', 'UNACCURATE_ORDER', 'OTHER']],
  ] as const)('%s offers the reasons of its form, each with a label, and no other', async (form, reasons) => {
    const { schema, uiSchema } = await loadForm(form);
    const reason = (schema.properties?.reason ?? {}) as { enum?: string[] };
    expect(reason.enum).toEqual(reasons);
    expect(Object.keys((uiSchema.reason as { 'ui:enumMessages': Record<string, string> })['ui:enumMessages'])).toEqual(
      reasons,
    );
    const base = form === 'order-incident' ? incident : request;
    for (const value of reasons) expect(await failures(form, { ...base, reason: value })).toEqual([]);
    expect(
      await failures(form, { ...base, reason: form === 'order-incident' ? 'FOOD_QUALITY' : 'DELIVERY_TIME' }),
    ).toEqual(['reason:enum']);
  });

  it("name the request fields of the delivery site's contact calls, beside the two boxes that are not sent", async () => {
    const fields = (form: FormName) => loadForm(form).then(({ schema }) => Object.keys(schema.properties ?? {}).sort());
    // The request's fields as the contract has them, but the one the site always fixes (`source`).
    const contract = parseYaml(readFileSync(join(import.meta.dirname, '../../openapi/delivery-api.yaml'), 'utf8')) as {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    const sent = (request: string) =>
      Object.keys(contract.components.schemas[request]!.properties).filter((field) => field !== 'source');
    expect(sent('ContactRequest')).toContain('comments');
    expect(await fields('public-contact')).toEqual([...sent('ContactRequest'), 'condiciones', 'politicas'].sort());
    expect(await fields('order-incident')).toEqual([...sent('OrderIncident'), 'condiciones', 'politicas'].sort());
  });
});

describe('form rules', () => {
  const schema: FormSchema = {
    required: ['name', 'privacy'],
    properties: { name: { type: 'string' }, privacy: { type: 'boolean', const: true }, news: { type: 'boolean' } },
  };

  it('counts a form complete only with every required text and box set', () => {
    expect(isComplete(schema, {})).toBe(false);
    expect(isComplete(schema, { name: '  ', privacy: true })).toBe(false);
    expect(isComplete(schema, { name: 'Lucía', privacy: false })).toBe(false);
    expect(isComplete(schema, { name: 'Lucía', privacy: true })).toBe(true);
  });

  it('finds a repeated password that differs, and only when one was typed', () => {
    const options = { repeat: { sameAs: 'password' } };
    expect(mismatchedFields(options, { password: 'Pollo123', repeat: 'Pollo124' })).toEqual([
      { field: 'repeat', message: expect.objectContaining({ id: 'form.error.passwordsDontMatch' }) },
    ]);
    expect(mismatchedFields(options, { password: 'Pollo123', repeat: 'Pollo123' })).toEqual([]);
    expect(mismatchedFields(options, { password: 'Pollo123' })).toEqual([]);
  });

  it('words each failed rule', () => {
    expect(errorMessage('required', {}, { type: 'boolean', const: true }).message.id).toBe('form.error.mustAccept');
    expect(errorMessage('required', {}, { type: 'string' }).message.id).toBe('form.error.required');
    expect(errorMessage('format', { format: 'email' }, { type: 'string' }).message.id).toBe('form.error.email');
    expect(errorMessage('minLength', { limit: 6 }, { type: 'string' })).toEqual({
      message: expect.objectContaining({ id: 'form.error.minLength' }),
      values: { limit: 6 },
    });
    expect(errorMessage('pattern', {}, { type: 'string', pattern: '\\S' }).message.id).toBe('form.error.required');
    expect(
      errorMessage('pattern', {}, { type: 'string', pattern: '^[0-9]+$', description: 'form.field.phone.hint' }).message
        .id,
    ).toBe('form.field.phone.hint');
    // Control characters: a name is told about tabs and line breaks, a text that may hold them is not.
    expect(errorMessage('not', {}, { type: 'string', not: { pattern: '[\\u0000-\\u001F]' } }).message.id).toBe(
      'form.error.characters',
    );
    expect(
      errorMessage('not', {}, { type: 'string', not: { pattern: '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F]' } })
        .message.id,
    ).toBe('form.error.controlCharacters');
  });

  it('starts a form only with what each field can hold', () => {
    const fields: FormSchema = {
      properties: {
        phone: { type: 'string' },
        reason: { type: 'string', enum: ['SERVICE', 'OTHER'] },
        news: { type: 'boolean' },
        order_id: { type: 'integer' },
      },
    };
    expect(initialFormData(fields, { phone: 612345678, reason: 'OTHER', news: true, order_id: 7, id: 3 })).toEqual({
      phone: '612345678',
      reason: 'OTHER',
      news: true,
      order_id: 7,
      id: 3,
    });
    expect(
      initialFormData(fields, { phone: { es: '6' }, reason: 'DELIVERY_TIME', news: 'true', order_id: null }),
    ).toEqual({});
  });
});
