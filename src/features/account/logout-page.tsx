import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { logout } from '../../session/auth';
import { useSession } from '../../session/use-session';
import { Button, buttonClassName } from '../../ui/button';
import { Page } from '../../ui/page';
import { accountMessages } from './messages';
import styles from './account.module.css';

/** Log out asks for confirmation first. */
export default function LogoutPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const [busy, setBusy] = useState(false);

  if (!session && !busy) {
    return (
      <Page title={intl.formatMessage(accountMessages.logoutTitle)}>
        <p>{intl.formatMessage(accountMessages.logoutGuest)}</p>
        <Link className={buttonClassName('primary')} to="/">
          {intl.formatMessage(accountMessages.goHome)}
        </Link>
      </Page>
    );
  }

  const confirm = async () => {
    setBusy(true);
    await logout();
    await navigate('/', { replace: true });
  };

  return (
    <Page title={intl.formatMessage(accountMessages.logoutTitle)}>
      <p>{intl.formatMessage(accountMessages.logoutQuestion)}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          {intl.formatMessage(accountMessages.logoutBack)}
        </Button>
        <Button onClick={() => void confirm()} disabled={busy}>
          {intl.formatMessage(accountMessages.logoutConfirm)}
        </Button>
      </div>
    </Page>
  );
}
