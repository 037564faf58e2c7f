import { act, fireEvent, render, screen } from '@testing-library/react';
import { Activity } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../src/ui/dialog';

function renderDialog(props: { open: boolean; modalAfterPaint?: boolean; onClose?: () => void }) {
  const view = (open: boolean) => (
    <IntlProvider locale="es" messages={{}} onError={() => undefined}>
      <button type="button">Producto</button>
      <Dialog
        open={open}
        onClose={props.onClose ?? (() => undefined)}
        title="Crujiente"
        modalAfterPaint={props.modalAfterPaint}
      >
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

  it('asked to, is shown by its open attribute for its first frame and turns modal once that frame is painted, without closing', () => {
    const onClose = vi.fn();
    renderDialog({ open: true, modalAfterPaint: true, onClose });
    const dialog = screen.getByRole('dialog', { hidden: true });
    // Neither opening method: both move focus in, which styles and lays out the new dialog in the tap's own task.
    expect(show).not.toHaveBeenCalled();
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

  it('hidden while open and kept drawn, closes and gives focus back; shown again, opens again', () => {
    const onClose = vi.fn();
    const view = (mode: 'visible' | 'hidden') => (
      <IntlProvider locale="es" messages={{}} onError={() => undefined}>
        <button type="button">Producto</button>
        <Activity mode={mode}>
          <Dialog open onClose={onClose} title="Crujiente" modalAfterPaint>
            <p>Pechuga marinada</p>
          </Dialog>
        </Activity>
      </IntlProvider>
    );
    const card = () => screen.getByRole('button', { name: 'Producto' });
    const { rerender } = render(view('hidden'));
    const dialog = document.querySelector('dialog')!;
    expect(dialog, 'drawn ahead, not opened').not.toHaveAttribute('open');

    card().focus();
    rerender(view('visible'));
    expect(dialog).toHaveAttribute('open');
    act(() => vi.runAllTimers());
    expect(showModal).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'Cerrar' }).focus();

    rerender(view('hidden'));
    expect(dialog.isConnected).toBe(true);
    expect(dialog).not.toHaveAttribute('open');
    expect(card()).toHaveFocus();
    expect(onClose).toHaveBeenCalled();

    rerender(view('visible'));
    expect(dialog).toHaveAttribute('open');
  });
});
