import { type ReactNode, useId } from 'react';
import styles from './switch.module.css';

/** An on/off setting: a native checkbox with the switch role, its label and an optional description. */
export function Switch({
  label,
  description,
  checked,
  onChange,
  disabled = false,
}: {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(event) => onChange?.(event.target.checked)}
      />
    </div>
  );
}
