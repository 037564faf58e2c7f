import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import styles from './dialog.module.css';
import { Icon } from './icon';

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom, always visible while the content scrolls. */
  footer?: ReactNode;
  size?: 'small' | 'large';
  /** A dialog whose choice is required may not be dismissed with Escape, the close button or the backdrop. */
  dismissible?: boolean;
  /** Extra content before the title, e.g. a back button. */
  headerStart?: ReactNode;
};

/**
 * A modal dialog on the native <dialog> element: the rest of the page is inert while it is open, focus moves
 * in on opening and back to where it was on closing, Escape closes it when it may be dismissed.
 */
export function Dialog({ open, onClose, title, children, footer, size = 'large', dismissible = true, headerStart }: DialogProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      // Unmounted while open (e.g. the page changed): give focus back all the same.
      if (dialog?.open) returnFocus.current?.focus();
    };
  }, []);

  const onDialogClose = () => {
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected) target.focus();
    if (open) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size]}`}
      aria-labelledby={titleId}
      onClose={onDialogClose}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (dismissible && event.target === ref.current) onClose();
      }}
    >
      {open ? (
        <div className={styles.frame}>
          <div className={styles.header}>
            {headerStart}
            <h2 id={titleId} className={styles.title}>{title}</h2>
            {dismissible ? (
              <button type="button" className={styles.close} onClick={onClose}
                aria-label={intl.formatMessage({ id: 'dialog.close', defaultMessage: 'Cerrar' })}>
                <Icon name="close" />
              </button>
            ) : null}
          </div>
          {/* Focusable so a keyboard can scroll long content (a table, a legal text) that has no links of its own. */}
          <div className={styles.body} tabIndex={0}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
