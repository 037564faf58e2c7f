import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { mainApi } from '../../api/clients';
import { send } from '../../api/errors';
import { notify } from '../../lib/notifications';
import { SchemaForm } from '../../renderers/schema-form/schema-form';
import { Page } from '../../ui/page';
import type { FormData } from '../../renderers/schema-form/generated/forms';
import styles from './account.module.css';
import { accountMessages as m } from './messages';
import { changePasswordBody } from './request-bodies';

/** Change password: two fields that must match, the password rule, back to personal data. */
export default function ChangePasswordPage() {
  const intl = useIntl();
  const navigate = useNavigate();

  const change = async (data: FormData<'change-password'>) => {
    await send(mainApi().POST('/api/v1/auth/change-password', { body: changePasswordBody(data) }));
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
