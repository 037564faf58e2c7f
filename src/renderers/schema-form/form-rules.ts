import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';
import type { UiSchemaOptions } from './generated/ui-options';

/** The part of a JSON Schema the form rules read: flat objects of strings and booleans. */
export type FormSchema = {
  type?: 'object';
  required?: string[];
  properties?: Record<string, FieldSchema>;
};

export type FieldSchema = {
  type?: 'string' | 'boolean' | 'number' | 'integer';
  title?: string;
  description?: string;
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  /** `{ "pattern": ... }`: what the field must not match (a name's hidden characters, or a name without a letter). */
  not?: { pattern?: string };
  enum?: unknown[];
  minimum?: number;
};

/**
 * The UI schema options the renderer understands, beside rjsf's own `ui:widget`, `ui:order`, `ui:autocomplete`: typed
 * from schemas/ui-options.schema.json, which the content check holds every form's UI schema to, so an option read here
 * and not described there fails the type check.
 */
export type FieldOptions = UiSchemaOptions;

/** What any form holds, whatever its fields: the renderer's rules read it field by field. */
export type FieldValues = Record<string, unknown>;

/** A field's value counts as given: text with something other than spaces, a ticked box where one must be ticked. */
export function hasValue(field: FieldSchema | undefined, value: unknown): boolean {
  if (field?.type === 'boolean') return field.const === true ? value === true : typeof value === 'boolean';
  if (typeof value === 'string') return value.trim() !== '';
  return value !== undefined && value !== null;
}

/**
 * Whether every required field and box is set: until then the submit button stays disabled and
 * no request can be made.
 */
export function isComplete(schema: FormSchema, data: FieldValues | undefined): boolean {
  return (schema.required ?? []).every((name) => hasValue(schema.properties?.[name], data?.[name]));
}

const messages = defineMessages({
  required: { id: 'form.error.required', defaultMessage: 'Rellena este campo.' },
  mustAccept: { id: 'form.error.mustAccept', defaultMessage: 'Marca esta casilla para continuar.' },
  email: { id: 'form.error.email', defaultMessage: 'Escribe un correo electrónico válido, como nombre@ejemplo.com.' },
  pattern: { id: 'form.error.pattern', defaultMessage: 'El formato no es válido.' },
  minLength: {
    id: 'form.error.minLength',
    defaultMessage: 'Escribe al menos {limit, plural, one {# carácter} other {# caracteres}}.',
  },
  maxLength: {
    id: 'form.error.maxLength',
    defaultMessage: 'Escribe como máximo {limit, plural, one {# carácter} other {# caracteres}}.',
  },
  choose: { id: 'form.error.choose', defaultMessage: 'Elige una de las opciones.' },
  characters: {
    id: 'form.error.characters',
    defaultMessage:
      'Quita los caracteres que no se pueden escribir, como tabuladores, saltos de línea o caracteres invisibles.',
  },
  controlCharacters: {
    id: 'form.error.controlCharacters',
    defaultMessage:
      'Quita los caracteres que no se pueden escribir o que no se ven, como los que cambian la dirección del texto.',
  },
  passwordsDontMatch: { id: 'form.error.passwordsDontMatch', defaultMessage: 'Las contraseñas no coinciden' },
});

/** What a validation error says, as a message with its values. */
export type ErrorMessage = { message: MessageDescriptor; values?: Record<string, string | number> };

/** The rules a field's hint states (the password's), so that breaking them turns the hint red (`errorIsHint`). */
const HINT_RULES = new Set(['pattern', 'minLength']);

/**
 * A failed rule of the schema (an AJV keyword and its parameters) as the message the user reads. A field whose error
 * is its hint gets the hint's own message for the rules the hint states; any other rule (a text too long) is worded.
 */
export function errorMessage(
  keyword: string,
  params: Record<string, unknown>,
  field: FieldSchema | undefined,
  options: FieldOptions = {},
): ErrorMessage {
  if (options.errorIsHint && field?.description && HINT_RULES.has(keyword))
    return { message: { id: field.description } };
  switch (keyword) {
    case 'required':
      return { message: field?.type === 'boolean' && field.const === true ? messages.mustAccept : messages.required };
    case 'const':
      return { message: field?.type === 'boolean' ? messages.mustAccept : messages.choose };
    case 'format':
      return { message: params.format === 'email' ? messages.email : messages.pattern };
    case 'minLength':
      // A required text of spaces only fails `pattern: \S` or `minLength: 1`: to the user it is empty.
      return Number(params.limit) <= 1
        ? { message: messages.required }
        : { message: messages.minLength, values: { limit: Number(params.limit) } };
    case 'maxLength':
      return { message: messages.maxLength, values: { limit: Number(params.limit) } };
    case 'pattern':
      return {
        message:
          field?.pattern === '\\S'
            ? messages.required
            : field?.description
              ? { id: field.description }
              : messages.pattern,
      };
    case 'enum':
      return { message: messages.choose };
    case 'not':
      if (!field?.not?.pattern) return { message: messages.pattern };
      // A text that may hold line breaks (comments) is not told to remove them.
      return {
        message: new RegExp(field.not.pattern, 'u').test('\n') ? messages.characters : messages.controlCharacters,
      };
    default:
      return { message: messages.pattern };
  }
}

/**
 * What a form starts with, from data it was given (a profile from the API), kept to what each field can hold: text
 * for a text field (a number becomes its digits), true or false for a box. Anything else (null, an object, a list)
 * leaves the field empty, so the form asks for it rather than showing one thing and sending another; a choice keeps
 * only one of its options. What the
 * schema does not name passes as it came.
 */
export function initialFormData(schema: FormSchema, data: Record<string, unknown> | undefined): FieldValues {
  const out: FieldValues = {};
  for (const [name, value] of Object.entries(data ?? {})) {
    const field = schema.properties?.[name];
    if (!field) {
      out[name] = value;
    } else if (field.type === 'boolean') {
      if (typeof value === 'boolean') out[name] = value;
    } else if (field.enum) {
      // A choice keeps only one of its options: anything else would be shown as unchosen and sent as it came.
      if (field.enum.includes(value)) out[name] = value;
    } else if (field.type === 'string') {
      if (typeof value === 'string') out[name] = value;
      else if (typeof value === 'number' && Number.isFinite(value)) out[name] = String(value);
    } else if (value !== null && value !== undefined) {
      out[name] = value;
    }
  }
  return out;
}

/** Fields whose value must equal another one's and differs (repeat password), with the message to show. */
export function mismatchedFields(
  options: Record<string, FieldOptions>,
  data: FieldValues | undefined,
): { field: string; message: MessageDescriptor }[] {
  return Object.entries(options).flatMap(([field, option]) => {
    if (!option.sameAs) return [];
    const value = data?.[field];
    if (typeof value !== 'string' || value === '' || value === data?.[option.sameAs]) return [];
    return [{ field, message: option.sameAsMessage ? { id: option.sameAsMessage } : messages.passwordsDontMatch }];
  });
}
