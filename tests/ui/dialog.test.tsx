import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../src/ui/dialog';

function renderDialog(props: { open: boolean; modalAfterPaint?: boolean; onClose?: () => void }) {
  const view = (open: boolean) => (
    <IntlProvider locale="es" messages={{}} onError={() => undefined}>
      <button type="button">Producto</button>
      <Dialog open={open} onClose={props.onClose ?? (() => undefined)} title="Crujiente" modalAfterPaint={props.modalAfterPaint}>
        <p>Pechuga marinada</p>
      </Dialog>
    </IntlProvider>
  );
  const result = render(view(props.open));
  return { ...result, reopen: (open: boolean) => result.rerender(view(open)) };
}

describe('Dialog', () => {
  let show: ReturnType<typeof vi.spyOn>;
  let showModal: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    show = vi.spyOn(HTMLDialogElement.prototype, 'show');
    showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens modal at once', () => {
    renderDialog({ open: true });
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(show).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('open');
  });

  it('asked to, opens modeless for its first frame and turns modal once that frame is painted, without closing', () => {
    const onClose = vi.fn();
    renderDialog({ open: true, modalAfterPaint: true, onClose });
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(show).toHaveBeenCalledTimes(1);
    expect(showModal).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
    act(() => vi.advanceTimersToNextFrame());
    expect(showModal, 'not in the frame itself').not.toHaveBeenCalled();
    act(() => vi.runOnlyPendingTimers());
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');
    expect(onClose).not.toHaveBeenCalled();
    // Once only.
    act(() => vi.runAllTimers());
    expect(showModal).toHaveBeenCalledTimes(1);
  });

  it('turns modal at once when a key or a pointer is pressed before its first frame is painted', () => {
    renderDialog({ open: true, modalAfterPaint: true });
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(showModal).toHaveBeenCalledTimes(1);
    act(() => vi.runAllTimers());
    expect(showModal).toHaveBeenCalledTimes(1);

    showModal.mockClear();
    const other = renderDialog({ open: false, modalAfterPaint: true });
    other.reopen(true);
    fireEvent.pointerDown(document.body);
    expect(showModal).toHaveBeenCalledTimes(1);
  });

  it('closed before its first frame is painted, never turns modal', () => {
    const { reopen } = renderDialog({ open: true, modalAfterPaint: true });
    reopen(false);
    act(() => vi.runAllTimers());
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(showModal).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
  });
});
