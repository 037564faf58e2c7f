import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { requestPasswordReset } from '../../api/mutations/account';
import { notify } from '../../lib/notifications';
import type { components as MainApi } from '../../api/generated/main-api';
import { formBody } from '../../lib/form-body';
import type { FormData } from '../../renderers/schema-form/generated/forms';
import { SchemaForm } from '../../renderers/schema-form/schema-form';
import { Button, buttonClassName } from '../../ui/button';
import { Page } from '../../ui/page';
import styles from './account.module.css';
import { accountMessages as m } from './messages';
import { ResendButton } from './resend-button';

/** What the form sends: a rule for every field of the form, checked against the request the API takes. */
const forgotPasswordBody = formBody<FormData<'forgot-password'>, MainApi['schemas']['EmailRequest']>()({
  email: (value) => ({ email: value.trim() }),
});

/** Password recovery: the email, then a confirmation with the email and a resend button. */
export default function ForgotPasswordPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (data: FormData<'forgot-password'>) => {
    const { email: address } = forgotPasswordBody(data);
    await requestPasswordReset(address);
    notify({ kind: 'success', message: m.forgotSent });
    setSentTo(address);
  };

  if (sentTo) {
    return (
      <Page title={intl.formatMessage(m.forgotDoneTitle)} className={styles.narrow}>
        <p>{intl.formatMessage(m.forgotDoneText, { email: <strong key="email">{sentTo}</strong> })}</p>
        <div className={styles.actions}>
          <Link className={buttonClassName('primary')} to="/login">
            {intl.formatMessage(m.backToLogin)}
          </Link>
          <ResendButton sentMessage={m.forgotSent} send={() => requestPasswordReset(sentTo)} />
        </div>
      </Page>
    );
  }

  return (
    <Page title={intl.formatMessage(m.forgotTitle)} className={styles.narrow}>
      <p>{intl.formatMessage(m.forgotIntro)}</p>
      <SchemaForm
        form="forgot-password"
        submitLabel={intl.formatMessage(m.forgotSubmit)}
        onSubmit={submit}
        actions={
          <Button variant="secondary" onClick={() => void navigate('/login')}>
            {intl.formatMessage(m.cancel)}
          </Button>
        }
      />
    </Page>
  );
}
