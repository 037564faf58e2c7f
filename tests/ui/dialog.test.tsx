import { act, render, screen } from '@testing-library/react';
import { Activity } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../src/ui/dialog';

function renderDialog(props: { open: boolean; onClose?: () => void }) {
  const view = (open: boolean) => (
    <IntlProvider locale="es" messages={{}} onError={() => undefined}>
      <button type="button">Producto</button>
      <Dialog open={open} onClose={props.onClose ?? (() => undefined)} title="Crujiente">
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

  it('hidden while open, closes and gives focus back; shown again, opens again', () => {
    const onClose = vi.fn();
    const view = (mode: 'visible' | 'hidden') => (
      <IntlProvider locale="es" messages={{}} onError={() => undefined}>
        <button type="button">Producto</button>
        <Activity mode={mode}>
          <Dialog open onClose={onClose} title="Crujiente">
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
    act(() => {
      vi.runAllTimers();
    });
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
