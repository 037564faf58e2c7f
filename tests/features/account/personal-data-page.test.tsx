import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userQuery } from '../../../src/api/queries/user';
import { login } from '../../../src/session/auth';
import { getSession, SESSION_STORAGE_KEY } from '../../../src/session/session';
import { setupMockApi } from '../../support/api';
import { renderApp } from '../../support/render-app';

const api = setupMockApi();
// The whole site renders here, and the form's code arrives lazily: give it time on a busy machine.
const slow = { timeout: 10_000 };

describe('/personal-data', { timeout: 30_000 }, () => {
  it('keeps the customer logged in after they change their email: the next refresh sends the new one', async () => {
    const user = userEvent.setup();
    const session = await login('demo@pollocrujiente.example', 'Demo1234');
    await renderApp('/personal-data');
    const email = await screen.findByLabelText(/^Correo electrónico/, {}, slow);
    await user.clear(email);
    await user.type(email, 'lucia.nueva@example.com');
    await user.click(screen.getByRole('button', { name: 'Guardar los cambios' }));
    expect(await screen.findByText('Usuario actualizado con éxito', {}, slow)).toBeInTheDocument();

    expect(getSession()).toEqual({ ...session, email: 'lucia.nueva@example.com' });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({ email: 'lucia.nueva@example.com' });
    // The token expires: autologin with the stored email and refresh token is accepted.
    api.store.expireTokens();
    const profile = await userQuery(session.id).queryFn!({ signal: new AbortController().signal } as never);
    expect(profile.email).toBe('lucia.nueva@example.com');
    expect(getSession()?.token).not.toBe(session.token);
  });
});
