import { descriptionId, errorId, type FieldTemplateProps, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { schemaMessage } from '../../i18n/schema-message';
import { Icon } from '../../ui/icon';
import type { FieldOptions } from './form-rules';
import styles from './schema-form.module.css';
import { RequiredMark } from './widgets';

/**
 * One field: its label (with an asterisk when required), the control, its hint and its error, tied to the control
 * by id (GOV.UK's pattern). Boxes draw their own label beside them. A field whose error is its hint (the password
 * rule) turns the hint red instead of repeating it as a message.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const intl = useIntl();
  const { id, label, required, children, rawErrors, schema, uiSchema, hidden, displayLabel } = props;
  if (id === 'root' || schema.type === 'object') return children;
  if (hidden) return <div hidden>{children}</div>;
  const options = (uiSchema?.['ui:options'] ?? {}) as FieldOptions;
  const error = rawErrors?.[0];
  const isBox = schema.type === 'boolean';
  const hint = typeof schema.description === 'string' ? intl.formatMessage(schemaMessage(schema.description)) : null;
  // The hint turns red for the rules it states (the error is then its own text); another error is written out.
  const hintIsError = Boolean(error) && options.errorIsHint === true && error === hint;
  return (
    <div className={`${styles.field} ${error ? styles.fieldInvalid : ''}`}>
      {!isBox && displayLabel !== false ? (
        <label htmlFor={id} className={styles.label}>
          {label ? intl.formatMessage(schemaMessage(label)) : null}
          {required ? <RequiredMark /> : null}
        </label>
      ) : null}
      {hint ? (
        <p id={descriptionId(id)} className={`${styles.hint} ${hintIsError ? styles.hintInvalid : ''}`}>
          {hintIsError ? <Icon name="alert" size={16} className={styles.errorIcon} /> : null}
          {hint}
        </p>
      ) : null}
      {error && !hintIsError ? (
        <p id={errorId(id)} className={styles.error}>
          <Icon name="alert" size={16} className={styles.errorIcon} />
          <span className="visually-hidden">
            {intl.formatMessage({ id: 'form.errorPrefix', defaultMessage: 'Error:' })}{' '}
          </span>
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}

export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <div className={styles.fields}>{properties.map((property) => property.content)}</div>;
}

/** Hints and errors are drawn by FieldTemplate, next to the label; rjsf's own copies stay out. */
const Nothing = () => null;

export const templates = {
  FieldTemplate,
  ObjectFieldTemplate,
  DescriptionFieldTemplate: Nothing,
  FieldErrorTemplate: Nothing,
  FieldHelpTemplate: Nothing,
  TitleFieldTemplate: Nothing,
  ButtonTemplates: { SubmitButton: Nothing },
};
