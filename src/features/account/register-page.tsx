import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { register as createAccount, resendValidationEmail } from '../../api/mutations/account';
import { notify } from '../../lib/notifications';
import { SchemaForm } from '../../renderers/schema-form/schema-form';
import { buttonClassName } from '../../ui/button';
import { Page } from '../../ui/page';
import type { components as MainApi } from '../../api/generated/main-api';
import { formBody, notSent } from '../../lib/form-body';
import type { FormData } from '../../renderers/schema-form/generated/forms';
import styles from './account.module.css';
import { accountMessages as m } from './messages';
import { ResendButton } from './resend-button';

/** What the form sends: a rule for every field of the form, checked against the request the API takes. */
const registerBody = formBody<FormData<'register'>, MainApi['schemas']['RegisterRequest']>()({
  firstName: (value) => ({ firstName: value.trim() }),
  lastName: (value) => ({ lastName: value.trim() }),
  phone: (phone) => ({ phone }),
  email: (value) => ({ email: value.trim() }),
  password: (password) => ({ password }),
  // Only there to be compared with the password.
  repeatPassword: notSent,
  // Ticking them is what lets the form be sent at all: registering is accepting them.
  politicas: notSent,
  condiciones: notSent,
  news: (news) => ({ news: news === true }),
});

/** Registration: the form with its information panel, then a confirmation with the email. */
export default function RegisterPage() {
  const intl = useIntl();
  const [registered, setRegistered] = useState<string | null>(null);

  const register = async (data: FormData<'register'>) => {
    const body = registerBody(data);
    await createAccount(body);
    notify({ kind: 'success', message: m.registerDone });
    setRegistered(body.email);
  };

  if (registered) {
    return (
      <Page title={intl.formatMessage(m.registerDoneTitle)} className={styles.narrow}>
        <p>{intl.formatMessage(m.registerDoneText, { email: <strong key="email">{registered}</strong> })}</p>
        <div className={styles.actions}>
          <Link className={buttonClassName('primary')} to="/login">
            {intl.formatMessage(m.registerContinue)}
          </Link>
          <ResendButton sentMessage={m.resent} send={() => resendValidationEmail(registered)} />
        </div>
      </Page>
    );
  }

  return (
    <Page title={intl.formatMessage(m.registerTitle)}>
      <div className={styles.withPanel}>
        <div>
          <p>{intl.formatMessage(m.registerIntro)}</p>
          <SchemaForm form="register" submitLabel={intl.formatMessage(m.registerSubmit)} onSubmit={register} />
          <p className={styles.links}>
            {intl.formatMessage(m.haveAccount)} <Link to="/login">{intl.formatMessage(m.loginTitle)}</Link>
          </p>
        </div>
        <aside className={styles.panel} aria-labelledby="register-panel">
          <h2 id="register-panel" className={styles.panelTitle}>
            {intl.formatMessage(m.registerPanelTitle)}
          </h2>
          <ul>
            <li>{intl.formatMessage(m.registerPanelOrder)}</li>
            <li>{intl.formatMessage(m.registerPanelRewards)}</li>
            <li>{intl.formatMessage(m.registerPanelIncidents)}</li>
          </ul>
          <p className={styles.panelNote}>{intl.formatMessage(m.registerPanelAge)}</p>
        </aside>
      </div>
    </Page>
  );
}
