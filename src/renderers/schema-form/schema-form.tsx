import Form from '@rjsf/core';
import type { CustomValidator, ErrorTransformer, UiSchema } from '@rjsf/utils';
import { type ReactNode, Suspense, use, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { logFailedForm } from '../../lib/analytics';
import { notifyError } from '../../lib/notifications';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import {
  errorMessage,
  type FieldOptions,
  type FieldSchema,
  type FieldValues,
  type FormSchema,
  initialFormData,
  isComplete,
  mismatchedFields,
} from './form-rules';
import { type FormDefinition, type FormName, loadForm } from './forms';
import type { FormData } from './generated/forms';
import styles from './schema-form.module.css';
import { templates } from './templates';
import { widgets } from './widgets';

export type SchemaFormProps<Name extends FormName> = {
  /** Which form of schemas/forms to draw; its name gives the type of the data the form holds. */
  form: Name;
  /** What the fields hold at first (a profile to edit, a prefilled contact form). */
  initialData?: Partial<FormData<Name>>;
  /** Per-field UI schema additions from the page: options loaded from the API, a field hidden for this user. */
  uiOverrides?: Partial<Record<keyof FormData<Name>, UiSchema>>;
  submitLabel: string;
  /**
   * The call the form makes. A rejection shows the error notification, logs the failed-form event and keeps
   * everything the user typed; a page that shows an error of its own (login's inline message) catches it itself.
   */
  onSubmit: (data: FormData<Name>) => Promise<void>;
  onChange?: (data: Partial<FormData<Name>>) => void;
  /** Buttons or links beside the submit button (Cancel, Back). */
  actions?: ReactNode;
  /** Content between the fields and the buttons (an inline message, an information block). */
  children?: ReactNode;
};

/**
 * Any form of the site, drawn from its JSON Schema and UI schema with rjsf and accessible templates. The submit
 * button stays disabled until every required field and box is set; errors are translated, tied
 * to their fields, and focus moves to the first one; a spinner shows while the call runs.
 */
export function SchemaForm<Name extends FormName>(props: SchemaFormProps<Name>) {
  return (
    <Suspense fallback={<Spinner />}>
      <LoadedForm {...props} definition={loadForm(props.form)} />
    </Suspense>
  );
}

function LoadedForm<Name extends FormName>({
  definition: pending,
  initialData,
  uiOverrides,
  submitLabel,
  onSubmit,
  onChange,
  actions,
  children,
}: SchemaFormProps<Name> & { definition: Promise<FormDefinition> }) {
  const intl = useIntl();
  const definition = use(pending);
  const [data, setData] = useState<FieldValues>(() => initialFormData(definition.schema as FormSchema, initialData));
  const [busy, setBusy] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const submitting = useRef(false);
  const incompleteId = useId();

  const schema = definition.schema as FormSchema;
  const uiSchema = useMemo(() => {
    const merged: UiSchema = { ...definition.uiSchema };
    for (const [field, extra] of Object.entries<UiSchema | undefined>(uiOverrides ?? {})) {
      if (!extra) continue;
      const base = (definition.uiSchema[field] ?? {}) as UiSchema;
      merged[field] = { ...base, ...extra, 'ui:options': { ...base['ui:options'], ...extra['ui:options'] } };
    }
    return merged;
  }, [definition, uiOverrides]);

  const fieldOptions = useMemo(() => {
    const options: Record<string, FieldOptions> = {};
    for (const field of Object.keys(schema.properties ?? {})) {
      options[field] = ((uiSchema[field] as UiSchema | undefined)?.['ui:options'] ?? {}) as FieldOptions;
    }
    return options;
  }, [schema, uiSchema]);

  const transformErrors = useCallback<ErrorTransformer>(
    (errors) =>
      errors.map((error) => {
        const field = (error.property ?? '').replace(/^[./]/, '').split(/[./]/)[0] ?? '';
        const fieldSchema: FieldSchema | undefined = schema.properties?.[field];
        const { message, values } = errorMessage(
          error.name ?? '',
          (error.params ?? {}) as Record<string, unknown>,
          fieldSchema,
          fieldOptions[field],
        );
        const text = intl.formatMessage(message, values);
        return { ...error, message: text, stack: text };
      }),
    [intl, schema, fieldOptions],
  );

  const customValidate = useCallback<CustomValidator<FieldValues>>(
    (formData, errors) => {
      for (const { field, message } of mismatchedFields(fieldOptions, formData)) {
        errors[field]?.addError(intl.formatMessage(message));
      }
      return errors;
    },
    [fieldOptions, intl],
  );

  const complete = isComplete(schema, data);

  const submit = async (formData: FieldValues) => {
    if (submitting.current || !isComplete(schema, formData)) return;
    submitting.current = true;
    setBusy(true);
    try {
      // Checked by the form's compiled validator and complete: the data is what the form's schema describes.
      await onSubmit(formData as FormData<Name>);
    } catch (error) {
      notifyError(error);
      logFailedForm(definition.name, error);
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      {schema.required?.length ? (
        <p className={styles.requiredNote}>
          {intl.formatMessage({
            id: 'form.requiredNote',
            defaultMessage: 'Los campos marcados con * son obligatorios.',
          })}
        </p>
      ) : null}
      <Form<FieldValues>
        schema={definition.schema}
        uiSchema={uiSchema}
        validator={definition.validator}
        formData={data}
        idPrefix={definition.name}
        widgets={widgets}
        templates={templates}
        className={styles.form}
        // A box that must be ticked is `const: true`: it starts unticked, the user ticks it.
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
        noHtml5Validate
        showErrorList={false}
        focusOnFirstError
        liveValidate={attempted ? 'onChange' : undefined}
        transformErrors={transformErrors}
        customValidate={customValidate}
        onChange={(event) => {
          const next = event.formData ?? {};
          setData(next);
          onChange?.(next as Partial<FormData<Name>>);
        }}
        onError={() => setAttempted(true)}
        onSubmit={(event) => void submit(event.formData ?? {})}
      >
        {children}
        <div className={styles.actions}>
          <Button
            type="submit"
            className={styles.submit}
            disabled={!complete || busy}
            aria-describedby={complete ? undefined : incompleteId}
          >
            {busy ? <span className={styles.buttonSpinner} aria-hidden="true" /> : null}
            {submitLabel}
            {busy ? (
              <span className="visually-hidden">
                {' '}
                ({intl.formatMessage({ id: 'form.sending', defaultMessage: 'Enviando…' })})
              </span>
            ) : null}
          </Button>
          {actions}
        </div>
        {!complete ? (
          <p id={incompleteId} className={styles.incomplete}>
            {intl.formatMessage({
              id: 'form.incomplete',
              defaultMessage: 'Completa los campos obligatorios para continuar.',
            })}
          </p>
        ) : null}
      </Form>
    </>
  );
}
