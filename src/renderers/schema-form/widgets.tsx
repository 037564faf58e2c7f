import { descriptionId, errorId, type WidgetProps } from '@rjsf/utils';
import { type ChangeEvent, Fragment, type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../ui/icon';
import { LazyDocumentDialog } from '../document-view/lazy-document-dialog';
import type { FieldOptions } from './form-rules';
import { schemaMessage } from '../../i18n/schema-message';
import styles from './schema-form.module.css';

/** Material Design's visibility and visibility_off: the password field's show and hide. */
const EYE =
  'M12 4.5C7 4.5 2.7 7.6 1 12c1.7 4.4 6 7.5 11 7.5s9.3-3.1 11-7.5c-1.7-4.4-6-7.5-11-7.5zM12 17a5 5 0 1 1 0-10 5 5 0 0 1 0 10zm0-8a3 3 0 1 0 0 6 3 3 0 0 0 0-6z';
const EYE_OFF =
  'M12 7a5 5 0 0 1 5 5c0 .6-.1 1.3-.4 1.8l2.9 2.9c1.5-1.3 2.7-2.9 3.4-4.7-1.7-4.4-6-7.5-11-7.5-1.4 0-2.7.3-4 .7l2.2 2.2c.6-.3 1.2-.4 1.9-.4zM2 4.3l2.3 2.3.5.5A11.8 11.8 0 0 0 1 12c1.7 4.4 6 7.5 11 7.5 1.6 0 3-.3 4.4-.8l.4.4 2.9 2.9 1.3-1.3L3.3 3 2 4.3zm5.5 5.5 1.6 1.6-.1.6a3 3 0 0 0 3 3l.6-.1 1.6 1.6c-.7.3-1.4.5-2.2.5a5 5 0 0 1-5-5c0-.8.2-1.5.5-2.2zm4.3-.8 3.2 3.2V12a3 3 0 0 0-3-3h-.2z';

const optionsOf = (props: WidgetProps): FieldOptions => props.options as FieldOptions;

/** What every input shares: id, name, state, the ids of its hint and error, and the change and focus handlers. */
function inputProps(props: WidgetProps, describedBy: string | undefined) {
  const { id, htmlName, required, disabled, readonly, autofocus, rawErrors, onBlur, onFocus, value } = props;
  return {
    id,
    name: htmlName ?? id,
    required,
    disabled: disabled || readonly,
    autoFocus: autofocus,
    'aria-invalid': rawErrors && rawErrors.length > 0 ? true : undefined,
    'aria-describedby': describedBy,
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
  } as const;
}

/**
 * The ids of the hint and the error FieldTemplate draws for this field, when it draws them: no error of its own
 * when the error is the hint turned red.
 */
function useDescribedBy(props: WidgetProps): string | undefined {
  const intl = useIntl();
  const { description } = props.schema;
  const error = props.rawErrors?.[0];
  const hintIsError =
    optionsOf(props).errorIsHint === true &&
    typeof description === 'string' &&
    error === intl.formatMessage(schemaMessage(description));
  const ids = [error && !hintIsError ? errorId(props.id) : null, description ? descriptionId(props.id) : null].filter(
    Boolean,
  );
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Empty text is no value: rjsf then reports a missing required field and drops the key. */
const textValue = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
  event.target.value === '' ? undefined : event.target.value;

function TextInput(props: WidgetProps & { type: string }) {
  const { type, value, onChange, options, schema } = props;
  const inputType = type === 'text' ? (optionsOf(props).inputType ?? 'text') : type;
  return (
    <input
      {...inputProps(props, useDescribedBy(props))}
      className={styles.input}
      type={inputType}
      inputMode={optionsOf(props).inputMode ?? (inputType === 'tel' ? 'numeric' : undefined)}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      maxLength={schema.maxLength}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(textValue(event))}
    />
  );
}

export function TextWidget(props: WidgetProps) {
  return <TextInput {...props} type="text" />;
}

export function EmailWidget(props: WidgetProps) {
  return <TextInput {...props} type="email" />;
}

/** A password with a show/hide toggle. */
export function PasswordWidget(props: WidgetProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const { value, onChange, options, schema } = props;
  return (
    <div className={styles.password}>
      <input
        {...inputProps(props, useDescribedBy(props))}
        className={styles.input}
        type={visible ? 'text' : 'password'}
        autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={schema.maxLength}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(textValue(event))}
      />
      <button
        type="button"
        className={styles.reveal}
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((shown) => !shown)}
      >
        <Icon path={visible ? EYE_OFF : EYE} />
        <span className="visually-hidden">
          {intl.formatMessage({ id: 'form.password.show', defaultMessage: 'Mostrar contraseña' })}
        </span>
      </button>
    </div>
  );
}

export function TextareaWidget(props: WidgetProps) {
  const { value, onChange, schema, options } = props;
  return (
    <textarea
      {...inputProps(props, useDescribedBy(props))}
      className={`${styles.input} ${styles.textarea}`}
      rows={typeof options.rows === 'number' ? options.rows : 5}
      maxLength={schema.maxLength}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(textValue(event))}
    />
  );
}

/** An option's value is text in the DOM: a numeric field (an order id) gets it back as a number; none is undefined. */
const selectValue = (raw: string, type: unknown): string | number | undefined => {
  if (raw === '') return undefined;
  return type === 'integer' || type === 'number' ? Number(raw) : raw;
};

/**
 * A native select. Its options come from the schema's enum, labelled by `enumMessages`, or from the page
 * (`ui:options.options`, e.g. the customer's orders), which leaves the schema and its compiled validator alone.
 */
export function SelectWidget(props: WidgetProps) {
  const intl = useIntl();
  const { value, onChange, options, schema } = props;
  const enumMessages = optionsOf(props).enumMessages;
  const fromPage = Array.isArray(options.options) ? (options.options as { value: string; label: string }[]) : null;
  const choices =
    fromPage ??
    (schema.enum ?? []).map((item) => ({
      value: String(item),
      label: enumMessages?.[String(item)]
        ? intl.formatMessage(schemaMessage(enumMessages[String(item)]!))
        : String(item),
    }));
  return (
    <select
      {...inputProps(props, useDescribedBy(props))}
      className={`${styles.input} ${styles.select}`}
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(event) => onChange(selectValue(event.target.value, schema.type))}
    >
      <option value="">
        {intl.formatMessage({ id: 'form.select.placeholder', defaultMessage: 'Elige una opción' })}
      </option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

/** A document a box's label names (its tagged words, e.g. `<document>política de privacidad</document>`). */
type NamedDocument = { slug: string; words: ReactNode[] };

/**
 * The label of a box, read with the words of the documents it names, and those documents: tagged words are shown as
 * the rest of the label; each document is opened by a button of its own beside the label, so that no tap on the
 * label's text both opens a document and ticks the box.
 */
function useBoxLabel(label: string, documents: Record<string, string> | undefined) {
  const intl = useIntl();
  const named: NamedDocument[] = [];
  const tags: Record<string, (chunks: ReactNode[]) => ReactNode> = {};
  for (const [tag, slug] of Object.entries(documents ?? {})) {
    tags[tag] = (chunks) => {
      named.push({ slug, words: chunks });
      return <Fragment key={tag}>{chunks}</Fragment>;
    };
  }
  return { text: intl.formatMessage(schemaMessage(label), tags), named };
}

/**
 * A box with its label beside it, and a button for each document the label names. Required boxes carry the asterisk;
 * a document opens in a dialog over the form, so what was typed stays.
 */
export function CheckboxWidget(props: WidgetProps) {
  const intl = useIntl();
  const [openDocument, setOpenDocument] = useState<string | null>(null);
  const { id, value, onChange, required, label, schema, uiSchema } = props;
  const isSwitch = uiSchema?.['ui:widget'] === 'switch';
  const { text, named } = useBoxLabel(label || String(schema.title ?? ''), optionsOf(props).documents);
  return (
    <div className={styles.checkbox}>
      <input
        {...inputProps(props, useDescribedBy(props))}
        type="checkbox"
        role={isSwitch ? 'switch' : undefined}
        className={isSwitch ? styles.switch : styles.box}
        checked={value === true}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div className={styles.boxText}>
        <label htmlFor={id} className={styles.boxLabel}>
          {text}
          {required ? <RequiredMark /> : null}
        </label>
        {named.map(({ slug, words }) => (
          <button
            key={slug}
            type="button"
            className={styles.documentLink}
            aria-haspopup="dialog"
            onClick={() => setOpenDocument(slug)}
          >
            {intl.formatMessage(
              { id: 'form.document.read', defaultMessage: 'Leer {document}' },
              { document: <Fragment>{words}</Fragment> },
            )}
          </button>
        ))}
      </div>
      {/* A document opens over the form only when its button is pressed. */}
      {openDocument ? <LazyDocumentDialog slug={openDocument} open onClose={() => setOpenDocument(null)} /> : null}
    </div>
  );
}

export function RequiredMark() {
  const intl = useIntl();
  return (
    <>
      <span className={styles.required} aria-hidden="true">
        {' '}
        *
      </span>
      <span className="visually-hidden">
        {' '}
        ({intl.formatMessage({ id: 'form.required', defaultMessage: 'obligatorio' })})
      </span>
    </>
  );
}

export const widgets = {
  TextWidget,
  EmailWidget,
  PasswordWidget,
  TextareaWidget,
  SelectWidget,
  CheckboxWidget,
  switch: CheckboxWidget,
};
