import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
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

/** Opens a closed <dialog> element; returns what undoes whatever it left pending, if anything. */
export type OpenDialog = (dialog: HTMLDialogElement) => void | (() => void);

const showModal: OpenDialog = (dialog) => dialog.showModal();

/**
 * The behaviour of a modal <dialog> element, for `Dialog` and for a dialog that draws its own element: opened
 * with `showModal()` (or `openIt`) while `open`, closed otherwise; focus goes back to where it was on closing;
 * Escape and a tap on the backdrop call `onClose` when it may be dismissed. Spread the returned props on the element.
 */
export function useDialogElement({
  open,
  onClose,
  dismissible = true,
  openIt = showModal,
}: {
  open: boolean;
  onClose: () => void;
  dismissible?: boolean;
  openIt?: OpenDialog;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    if (dialog.open) return;
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return openIt(dialog) ?? undefined;
  }, [open, openIt]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (!dialog?.open) return;
      // Cleaned up while open but still in the page (an Activity hidden around it, or development's second run of
      // effects): closed, which gives focus back.
      if (dialog.isConnected) dialog.close();
      // Unmounted while open (e.g. the page changed): give focus back all the same.
      else returnFocus.current?.focus();
    };
  }, []);

  return {
    ref: ref as RefObject<HTMLDialogElement>,
    onClose: () => {
      // Open again: a browser that reports an open attribute's removal, on the way to modal, as a close.
      if (ref.current?.open) return;
      const target = returnFocus.current;
      returnFocus.current = null;
      if (target?.isConnected) target.focus();
      if (open) onClose();
    },
    onCancel: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      if (dismissible) onClose();
    },
    onClick: (event: { target: EventTarget | null }) => {
      // A click on the backdrop lands on the <dialog> element itself.
      if (dismissible && event.target === ref.current) onClose();
    },
  };
}

/** The classes of a dialog element of that size. */
export const dialogClass = (size: 'small' | 'large' = 'large') => `${styles.dialog} ${styles[size]}`;

/** What a dialog shows: its header (with the close button when it may be dismissed), its scrolling body, its footer. */
export function DialogFrame({
  titleId,
  title,
  headerStart,
  dismissible = true,
  onClose,
  footer,
  children,
}: Pick<DialogProps, 'title' | 'headerStart' | 'dismissible' | 'onClose' | 'footer' | 'children'> & {
  titleId: string;
}) {
  const intl = useIntl();
  return (
    <div className={styles.frame}>
      <div className={styles.header}>
        {headerStart}
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {dismissible ? (
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={intl.formatMessage({ id: 'dialog.close', defaultMessage: 'Cerrar' })}
          >
            <Icon name="close" />
          </button>
        ) : null}
      </div>
      {/* Focusable so a keyboard can scroll long content (a table, a legal text) that has no links of its own. */}
      <div className={styles.body} tabIndex={0}>
        {children}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}

/**
 * A modal dialog on the native <dialog> element: the rest of the page is inert while it is open, focus moves
 * in on opening and back to where it was on closing, Escape closes it when it may be dismissed.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'large',
  dismissible = true,
  headerStart,
}: DialogProps) {
  const titleId = useId();
  const element = useDialogElement({ open, onClose, dismissible });
  return (
    <dialog {...element} className={dialogClass(size)} aria-labelledby={titleId}>
      {open ? (
        <DialogFrame
          titleId={titleId}
          title={title}
          headerStart={headerStart}
          dismissible={dismissible}
          onClose={onClose}
          footer={footer}
        >
          {children}
        </DialogFrame>
      ) : null}
    </dialog>
  );
}
