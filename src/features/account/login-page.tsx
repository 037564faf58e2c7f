import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { isApiError } from '../../api/errors';
import type { components as MainApi } from '../../api/generated/main-api';
import { formBody } from '../../lib/form-body';
import type { FormData } from '../../renderers/schema-form/generated/forms';
import { SchemaForm } from '../../renderers/schema-form/schema-form';
import { login } from '../../session/auth';
import { Page } from '../../ui/page';
import styles from './account.module.css';
import { accountMessages as m } from './messages';
import { goToDeliverySite, hasAcceptedEverything, loadProfileState } from './profile';

/** What the form sends: a rule for every field of the form, checked against the request the API takes. */
const loginBody = formBody<FormData<'login'>, MainApi['schemas']['LoginRequest']>()({
  email: (value) => ({ email: value.trim() }),
  password: (password) => ({ password }),
});

/** 'Wrong email or password' (the API's `Message`), in English or Spanish: the one login error shown inline. */
export function isWrongCredentials(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'http' &&
    /wrong email or password|(correo|email)( electrónico)? (y\/)?o contraseña (incorrectos|no son correctos)|contraseña incorrecta/i.test(
      error.message,
    )
  );
}

export default function LoginPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [wrongCredentials, setWrongCredentials] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const submit = async (data: FormData<'login'>) => {
    setWrongCredentials(false);
    const { email, password } = loginBody(data);
    let session;
    try {
      session = await login(email, password);
    } catch (error) {
      if (!isWrongCredentials(error)) throw error;
      setWrongCredentials(true);
      return;
    }
    // Privacy and loyalty acceptances still owed are asked for by the popups (AcceptancePopups) first.
    const profile = await loadProfileState(queryClient, session.id);
    if (hasAcceptedEverything(profile)) {
      setLeaving(true);
      goToDeliverySite();
    }
  };

  return (
    <Page title={intl.formatMessage(m.loginTitle)} className={styles.narrow}>
      <p>{intl.formatMessage(m.loginIntro)}</p>
      <SchemaForm form="login" submitLabel={intl.formatMessage(m.loginSubmit)} onSubmit={submit}>
        {wrongCredentials ? (
          <p className={styles.inlineError} role="alert">
            {intl.formatMessage(m.wrongCredentials)}
          </p>
        ) : null}
      </SchemaForm>
      {leaving ? <p>{intl.formatMessage(m.goingToDelivery)}</p> : null}
      <p className={styles.links}>
        <Link to="/forgot-password">{intl.formatMessage(m.forgotLink)}</Link>
      </p>
      <p className={styles.links}>
        {intl.formatMessage(m.noAccount)} <Link to="/register">{intl.formatMessage(m.registerLink)}</Link>
      </p>
    </Page>
  );
}
