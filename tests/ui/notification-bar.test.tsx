import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissNotification, notify, NOTIFICATION_TIMEOUT_MS } from '../../src/lib/notifications';
import { NotificationBar } from '../../src/ui/notification-bar';

const renderBar = () =>
  render(
    <IntlProvider locale="es" defaultLocale="es">
      <NotificationBar />
    </IntlProvider>,
  );

describe('notification bar', () => {
  afterEach(() => {
    act(() => dismissNotification());
    vi.useRealTimers();
  });

  it('announces an error as an alert and a success as a status', () => {
    renderBar();
    act(() => notify({ kind: 'error', text: 'Wrong email or password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong email or password');
    act(() =>
      notify({
        kind: 'success',
        message: { id: 'x.saved', defaultMessage: 'Guardado, {name}' },
        values: { name: 'Lucía' },
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Guardado, Lucía');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('closes with its button', async () => {
    renderBar();
    act(() => notify({ kind: 'success', text: 'User updated successfully' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('clears itself after 5 seconds', () => {
    vi.useFakeTimers();
    renderBar();
    act(() => notify({ kind: 'error', text: 'Server error' }));
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_TIMEOUT_MS - 100);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Server error');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
