import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { changePassword } from '../../api/mutations/account';
import { notify } from '../../lib/notifications';
import { SchemaForm } from '../../renderers/schema-form/schema-form';
import { Page } from '../../ui/page';
import type { components as MainApi } from '../../api/generated/main-api';
import { formBody, notSent } from '../../lib/form-body';
import type { FormData } from '../../renderers/schema-form/generated/forms';
import styles from './account.module.css';
import { accountMessages as m } from './messages';

/** What the form sends: a rule for every field of the form, checked against the request the API takes. */
const changePasswordBody = formBody<FormData<'change-password'>, MainApi['schemas']['ChangePasswordRequest']>()({
  password: (password) => ({ password }),
  repeatPassword: notSent,
});

/** Change password: two fields that must match, the password rule, back to personal data. */
export default function ChangePasswordPage() {
  const intl = useIntl();
  const navigate = useNavigate();

  const change = async (data: FormData<'change-password'>) => {
    await changePassword(changePasswordBody(data));
    notify({ kind: 'success', message: m.passwordChanged });
    await navigate('/personal-data');
  };

  return (
    <Page title={intl.formatMessage(m.changePasswordTitle)} className={styles.narrow}>
      <p>{intl.formatMessage(m.changePasswordIntro)}</p>
      <SchemaForm form="change-password" submitLabel={intl.formatMessage(m.changePasswordSubmit)} onSubmit={change} />
      <p className={styles.links}>
        <Link to="/personal-data">{intl.formatMessage(m.backToProfile)}</Link>
      </p>
    </Page>
  );
}
