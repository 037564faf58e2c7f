import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createIntl, IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import ca from '../../content/messages/ca.json';
import en from '../../content/messages/en.json';
import es from '../../content/messages/es.json';
import {
  errorMessage,
  type FieldOptions,
  type FieldSchema,
  type FormSchema,
  mismatchedFields,
} from '../../src/renderers/schema-form/form-rules';
import { type FormName, loadForm } from '../../src/renderers/schema-form/forms';
import { SchemaForm } from '../../src/renderers/schema-form/schema-form';

/**
 * Every form of schemas/forms, read from the folder so a form added later is fuzzed too, fed what a careless or
 * hostile visitor types and what a broken API might send. Nothing may crash, every refusal is worded in the three
 * languages, and the form never hands on data its own compiled validator rejects.
 */

const FORMS_DIR = join(import.meta.dirname, '../../schemas/forms');
const FORMS = readdirSync(FORMS_DIR)
  .filter((file) => file.endsWith('.schema.json'))
  .map((file) => file.slice(0, -'.schema.json'.length) as FormName)
  .sort();

const catalogues = { es, en, ca } as Record<'es' | 'en' | 'ca', Record<string, string>>;

/** What people type that no form should choke on: the form takes it or says in words why not. */
const BAD_TEXT: Record<string, string> = {
  'a 10 000-character text': 'Pollo'.repeat(2000),
  'control characters': 'Lu\u0000cía\u0007\u001b[31m',
  'a line break and a tab': 'Lucía\n\tGarcía',
  'HTML with a script': '<script>window.__hacked = true</script><img src="x" onerror="window.__hacked = true">',
  'SQL-looking text': "Robert'); DROP TABLE users;--",
  'only spaces': '   ',
};

/** Odd but real names: a name field must take them as they are. */
const ODD_NAMES: Record<string, string> = {
  accents: 'José Ñúñez-Pérez Çaçador',
  emoji: 'Lucía 🍗',
  'spaces around': '  Lucía  ',
  'an apostrophe': "O'Connor",
  'another script': '李小龙',
  'angle brackets': '<b>Lucía</b>',
  'SQL-looking text': "Robert'); DROP TABLE users;--",
};

/** What a broken API could send in place of a text or a yes/no. */
const WRONG_TYPES: Record<string, unknown> = {
  'a number': 612345678,
  null: null,
  'an object': { es: 'Lucía' },
  'a list': ['Lucía'],
  'text for a box': 'true',
};

type Failure = { field: string; keyword: string; params: Record<string, unknown> };

type Form = {
  name: FormName;
  schema: FormSchema;
  options: Record<string, FieldOptions>;
  /** The rules the data breaks, as the form checks them: its compiled validator and the repeated fields. */
  failures: (data: Record<string, unknown>) => Failure[];
  validate: (data: Record<string, unknown>) => string[];
  /** Text fields; those that hold free text (a name: no format, no rule beyond "not blank"); the passwords. */
  texts: string[];
  /** Fields with a list of options (a select). */
  choices: string[];
  freeTexts: string[];
  passwords: string[];
  /** Data the form accepts, built from the schema. */
  valid: Record<string, unknown>;
};

const SAMPLES = ['Lucía', 'lucia@example.com', '612345678', 'Pollo123'];

async function describeForm(name: FormName): Promise<Form> {
  const { schema: raw, uiSchema, validator } = await loadForm(name);
  const schema = raw as FormSchema;
  const properties = schema.properties ?? {};
  const options = Object.fromEntries(
    Object.keys(properties).map((field) => [
      field,
      (uiSchema[field] as { 'ui:options'?: FieldOptions } | undefined)?.['ui:options'] ?? {},
    ]),
  );
  const failures = (data: Record<string, unknown>): Failure[] => [
    ...validator.validateFormData(data, raw).errors.map((error) => ({
      field: (error.property ?? '').replace(/^\./, ''),
      keyword: error.name ?? '',
      params: (error.params ?? {}) as Record<string, unknown>,
    })),
    ...mismatchedFields(options, data).map(({ field }) => ({ field, keyword: 'sameAs', params: {} })),
  ];
  const validate = (data: Record<string, unknown>) => failures(data).map(({ field, keyword }) => `${field}:${keyword}`);
  const texts = Object.keys(properties).filter((field) => properties[field]?.type === 'string');
  const isPassword = (field: string) =>
    (uiSchema[field] as { 'ui:widget'?: string } | undefined)?.['ui:widget'] === 'password';
  const choices = Object.keys(properties).filter((field) => properties[field]?.enum !== undefined);
  const freeTexts = texts.filter((field) => {
    const rules = properties[field]!;
    return (
      !rules.format && !rules.enum && (rules.pattern === undefined || rules.pattern === '\\S') && !isPassword(field)
    );
  });
  const valid: Record<string, unknown> = {};
  for (const [field, rules] of Object.entries(properties)) {
    if (rules.type === 'boolean') valid[field] = rules.const === true;
    else if (rules.enum) valid[field] = rules.enum[0];
    else if (rules.type === 'integer' || rules.type === 'number') valid[field] = rules.minimum ?? 1;
    else if (rules.type === 'string' && !options[field]?.sameAs) {
      valid[field] = SAMPLES.find(
        (sample) => !validate({ [field]: sample }).some((error) => error.startsWith(`${field}:`)),
      );
    }
  }
  for (const [field, option] of Object.entries(options)) if (option.sameAs) valid[field] = valid[option.sameAs];
  return {
    name,
    schema,
    options,
    failures,
    validate,
    texts,
    choices,
    freeTexts,
    passwords: texts.filter(isPassword),
    valid,
  };
}

/** The message each failed rule shows, in every language: it must exist and read as words. */
function wordsFor(form: Form, data: Record<string, unknown>): Record<string, string[]> {
  const failures = form.failures(data);
  const out: Record<string, string[]> = {};
  for (const locale of ['es', 'en', 'ca'] as const) {
    const problems: string[] = [];
    const intl = createIntl({
      locale,
      defaultLocale: 'es',
      messages: catalogues[locale],
      onError: (error) => problems.push(error.message),
    });
    out[locale] = failures.map(({ field, keyword, params }) => {
      const fieldSchema: FieldSchema | undefined = form.schema.properties?.[field];
      const { message, values } =
        keyword === 'sameAs'
          ? {
              message: mismatchedFields(form.options, data).find((item) => item.field === field)!.message,
              values: undefined,
            }
          : errorMessage(keyword, params, fieldSchema, form.options[field]);
      expect(catalogues[locale][message.id!], `${form.name}.${field} ${keyword} in ${locale}`).toBeTruthy();
      return intl.formatMessage(message, values);
    });
    expect(problems, `messages of ${form.name} in ${locale}`).toEqual([]);
  }
  return out;
}

describe('the fuzzed forms', () => {
  it('are every form of schemas/forms, each with its UI schema', () => {
    expect(FORMS.length).toBeGreaterThanOrEqual(7);
    for (const name of FORMS) expect(readFileSync(join(FORMS_DIR, `${name}.ui.json`), 'utf8')).toBeTruthy();
  });
});

describe.each(FORMS)('the %s form', (name) => {
  it('accepts the data built from its schema (the baseline of the fuzz)', async () => {
    const form = await describeForm(name);
    expect(form.validate(form.valid)).toEqual([]);
  });

  it.each(Object.entries(BAD_TEXT))('words its answer to %s in every field, in es, en and ca', async (_, text) => {
    const form = await describeForm(name);
    for (const field of form.texts) {
      const data = { ...form.valid, [field]: text };
      const words = wordsFor(form, data);
      for (const locale of ['es', 'en', 'ca'] as const) {
        for (const sentence of words[locale]!) {
          expect(sentence).toMatch(/^[^{}]{8,}$/);
          expect(sentence).not.toMatch(/NaN|undefined|\bmust\b/);
        }
      }
    }
  });

  it('bounds every text field: a 10 000-character text and control characters are refused (a password takes any character)', async () => {
    const form = await describeForm(name);
    for (const field of form.texts) {
      expect(form.validate({ ...form.valid, [field]: BAD_TEXT['a 10 000-character text'] }), field).not.toEqual([]);
      if (form.passwords.includes(field)) continue;
      const controls = form.validate({ ...form.valid, [field]: `${String(form.valid[field])}\u0007` });
      expect(
        controls.filter((error) => error.startsWith(`${field}:`)),
        field,
      ).not.toEqual([]);
    }
  });

  it('takes odd but real names as they are', async () => {
    const form = await describeForm(name);
    for (const field of form.freeTexts) {
      for (const [kind, text] of Object.entries(ODD_NAMES))
        expect(form.validate({ ...form.valid, [field]: text }), `${field}: ${kind}`).toEqual([]);
    }
  });
});

/** Drawing a form loads its schema and validator: give it time on a busy machine. */
const patient = { timeout: 10_000 };

/** Draws the form as a page does, with `initialData`, and submits it when it lets the visitor. */
async function drawAndSubmit(name: FormName, initialData: Record<string, unknown>) {
  const onSubmit = vi.fn(async (_data: Record<string, unknown>) => undefined);
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <IntlProvider locale="es" defaultLocale="es" messages={es}>
          <MemoryRouter>
            <SchemaForm form={name} submitLabel="Enviar" initialData={initialData} onSubmit={onSubmit} />
          </MemoryRouter>
        </IntlProvider>
      </QueryClientProvider>,
    );
  });
  const submit = await screen.findByRole('button', { name: 'Enviar' }, patient);
  if (!submit.hasAttribute('disabled')) {
    fireEvent.click(submit);
    await waitFor(
      () =>
        expect(onSubmit.mock.calls.length > 0 || document.querySelector('[aria-invalid="true"]') !== null).toBe(true),
      patient,
    );
  }
  return { onSubmit, submit };
}

/** What the form shows and sends must agree with its validator: no invalid data out, every refusal in words. */
async function expectSafeOutcome(form: Form, onSubmit: ReturnType<typeof vi.fn>, submit: HTMLElement) {
  for (const [sent] of onSubmit.mock.calls as [Record<string, unknown>][])
    expect(form.validate(sent), `${form.name} sent`).toEqual([]);
  if (onSubmit.mock.calls.length > 0) return;
  if (submit.hasAttribute('disabled')) {
    expect(screen.getByText('Completa los campos obligatorios para continuar.')).toBeInTheDocument();
    return;
  }
  const shown = [...document.querySelectorAll('[id$="__error"], .hintInvalid')].map(
    (element) => element.textContent ?? '',
  );
  expect(shown.length).toBeGreaterThan(0);
  for (const text of shown) expect(text).toMatch(/^(Error: )?[A-ZÁÉÍÓÚÑ¿¡][^{}]{6,}$/);
  for (const element of document.querySelectorAll('[aria-invalid="true"]')) {
    expect(element).toHaveAccessibleDescription(/\S/);
  }
}

describe.each(FORMS)('the %s form, drawn', { timeout: 60_000 }, (name) => {
  it.each(Object.entries(BAD_TEXT))(
    'with %s in every text field neither crashes nor sends what it refuses',
    async (_, text) => {
      const form = await describeForm(name);
      const data = { ...form.valid, ...Object.fromEntries(form.texts.map((field) => [field, text])) };
      const { onSubmit, submit } = await drawAndSubmit(name, data);
      await expectSafeOutcome(form, onSubmit, submit);
      // Text is text: nothing the visitor wrote becomes markup.
      expect(document.querySelector('form script, form img')).toBeNull();
      expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
      if (text.trim() !== '' && form.texts.length > 0) {
        const first = document.getElementById(`${name}_${form.texts[0]}`) as HTMLInputElement | null;
        expect(first?.value).toBe(text.replace(/[\n\r]/g, ''));
      }
    },
  );

  it.each(Object.entries(WRONG_TYPES))(
    'with %s from the API in every field neither crashes nor sends it',
    async (_, value) => {
      const form = await describeForm(name);
      const data = Object.fromEntries(Object.keys(form.schema.properties ?? {}).map((field) => [field, value]));
      const { onSubmit, submit } = await drawAndSubmit(name, data);
      await expectSafeOutcome(form, onSubmit, submit);
      for (const field of form.texts) {
        const input = document.getElementById(`${name}_${field}`) as HTMLInputElement | null;
        // Text is shown, a number as its digits; anything else, or a choice that is not one of the options, leaves
        // the field empty.
        const shown = form.choices.includes(field)
          ? ''
          : typeof value === 'string'
            ? value
            : typeof value === 'number'
              ? String(value)
              : '';
        expect(input?.value, field).toBe(shown);
      }
    },
  );

  it('says in words that a password is too long: the red hint states other rules', async () => {
    const form = await describeForm(name);
    if (form.passwords.length === 0) return;
    const long = BAD_TEXT['a 10 000-character text']!;
    const { onSubmit } = await drawAndSubmit(name, {
      ...form.valid,
      ...Object.fromEntries(form.passwords.map((field) => [field, long])),
    });
    expect(onSubmit).not.toHaveBeenCalled();
    const input = document.getElementById(`${name}_${form.passwords[0]}`)!;
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Escribe como máximo 64 caracteres\./), patient);
  });

  it('sends odd but real names as they were written', async () => {
    const form = await describeForm(name);
    if (form.freeTexts.length === 0) return;
    for (const text of [ODD_NAMES.emoji!, ODD_NAMES.accents!]) {
      const { onSubmit } = await drawAndSubmit(name, {
        ...form.valid,
        ...Object.fromEntries(form.freeTexts.map((field) => [field, text])),
      });
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), patient);
      expect(onSubmit.mock.calls[0]![0]).toMatchObject(
        Object.fromEntries(form.freeTexts.map((field) => [field, text])),
      );
      cleanup();
    }
  });
});
