import { describe, expect, it } from 'vitest';
import { errorMessage, isComplete, mismatchedFields, type FormSchema } from '../../src/renderers/schema-form/form-rules';
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
    expect(await failures('register', { news: false })).toEqual(
      ['condiciones:required', 'email:required', 'firstName:required', 'lastName:required', 'password:required', 'phone:required', 'politicas:required', 'repeatPassword:required'],
    );
    const complete = { ...customer, password: 'Pollo123', repeatPassword: 'Pollo123', politicas: true, condiciones: true };
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
  ])('the password rule (decision 1) judges %s', async (password, expected) => {
    expect(await failures('change-password', { password, repeatPassword: password })).toEqual(expected);
  });

  it('a phone is numbers only, 9 to 15 of them', async () => {
    const profile = { ...customer, news: true };
    expect(await failures('profile', profile)).toEqual([]);
    expect(await failures('profile', { ...profile, phone: '+34 612 345 678' })).toEqual(['phone:pattern']);
    expect(await failures('profile', { ...profile, phone: '61234' })).toEqual(['phone:pattern']);
  });

  it('the profile needs every field but news', async () => {
    expect(await failures('profile', { news: false })).toEqual(['email:required', 'firstName:required', 'lastName:required', 'phone:required']);
  });

  it('forgot password needs an email; the privacy popup needs its box', async () => {
    expect(await failures('forgot-password', {})).toEqual(['email:required']);
    expect(await failures('privacy-acceptance', { news: true })).toEqual(['accepted:required']);
    expect(await failures('privacy-acceptance', { accepted: true })).toEqual([]);
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
    expect(errorMessage('minLength', { limit: 6 }, { type: 'string' })).toEqual({ message: expect.objectContaining({ id: 'form.error.minLength' }), values: { limit: 6 } });
    expect(errorMessage('pattern', {}, { type: 'string', pattern: '\\S' }).message.id).toBe('form.error.required');
    expect(errorMessage('pattern', {}, { type: 'string', pattern: '^[0-9]+$', description: 'form.field.phone.hint' }).message.id).toBe('form.field.phone.hint');
  });
});
