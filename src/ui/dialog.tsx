import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { afterNextPaint } from '../lib/idle';
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
  /**
   * Opens shown by its open attribute alone for its first frame, and modal right after that frame is painted (or at
   * once, on a key or a pointer pressed before it), which moves focus in. Making a large page inert restyles every
   * element of it, and moving focus in makes the browser style and lay out the new dialog at once and send the focus
   * events: both large parts of the tap that opens a dialog over a long list. This way the visitor sees the dialog
   * first.
   */
  modalAfterPaint?: boolean;
  /**
   * Keeps the content drawn while the dialog is closed, for a dialog kept in the page between openings: opening it
   * then changes one attribute instead of creating its content. Closed, it is laid out and hidden (out of the
   * accessibility tree, no focus, no tap); with `modalAfterPaint`, where it opens, so opening it lays nothing out.
   */
  keepDrawn?: boolean;
};

/**
 * Turns a dialog shown by its open attribute modal after its first frame is painted, or at once when a key or a
 * pointer is pressed before that (so Tab cannot leave it, nor a tap reach the page); `showModal()` moves focus in.
 * The open attribute removed on the way is no close: no close event. Returns what cancels it.
 */
function modalAfterFirstFrame(dialog: HTMLDialogElement, made: () => void): () => void {
  const cancelWait = afterNextPaint(makeModal);
  function cancel() {
    cancelWait();
    document.removeEventListener('keydown', makeModal, true);
    document.removeEventListener('pointerdown', makeModal, true);
  }
  function makeModal() {
    cancel();
    if (!dialog.open) return;
    dialog.removeAttribute('open');
    dialog.showModal();
    made();
  }
  document.addEventListener('keydown', makeModal, true);
  document.addEventListener('pointerdown', makeModal, true);
  return cancel;
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
  modalAfterPaint = false,
  keepDrawn = false,
}: DialogProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  /** Whether the open dialog is modal yet (a dialog opened modeless turns modal after its first frame). */
  const modal = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    if (!dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      modal.current = !modalAfterPaint;
      // Not `show()`: it would move focus in at once, in the tap's own task.
      if (modalAfterPaint) dialog.setAttribute('open', '');
      else dialog.showModal();
    }
    if (modal.current) return;
    return modalAfterFirstFrame(dialog, () => (modal.current = true));
  }, [open, modalAfterPaint]);

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

  const onDialogClose = () => {
    // Open again: a browser that reports the open attribute's removal, on the way to modal, as a close.
    if (ref.current?.open) return;
    modal.current = false;
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected) target.focus();
    if (open) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={[
        styles.dialog,
        styles[size],
        modalAfterPaint ? styles.modalAfterPaint : undefined,
        keepDrawn ? styles.keepDrawn : undefined,
      ]
        .filter(Boolean)
        .join(' ')}
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
      {open || keepDrawn ? (
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
      ) : null}
    </dialog>
  );
}
