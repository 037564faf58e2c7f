import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { deleteAccount, updateProfile } from '../../api/mutations/account';
import { notify, notifyError } from '../../lib/notifications';
import type { components as MainApi } from '../../api/generated/main-api';
import { formBody } from '../../lib/form-body';
import type { FormData } from '../../renderers/schema-form/generated/forms';
import { SchemaForm } from '../../renderers/schema-form/schema-form';
import { endSession } from '../../session/auth';
import { useCurrentUser } from '../../session/current-user';
import { type StoredSession, updateSessionEmail } from '../../session/session';
import { useSession } from '../../session/use-session';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { LoadError } from '../../ui/load-error';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import styles from './account.module.css';
import { accountMessages as m } from './messages';

/** What the form sends: a rule for every field of the form, checked against the request the API takes. */
const profileBody = formBody<FormData<'profile'>, MainApi['schemas']['UpdateUserRequest']>()({
  firstName: (value) => ({ firstName: value.trim() }),
  lastName: (value) => ({ lastName: value.trim() }),
  phone: (phone) => ({ phone }),
  email: (value) => ({ email: value.trim() }),
  news: (news) => ({ news: news === true }),
});

/** Delete account: a confirmation with Back and Save; then the account, the session and / . */
function DeleteAccount() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await deleteAccount();
    } catch (error) {
      notifyError(error);
      setBusy(false);
      return;
    }
    setOpen(false);
    void endSession('deleted');
    notify({ kind: 'success', message: m.deleted });
    await navigate('/', { replace: true });
  };

  return (
    <section className={styles.danger} aria-labelledby="delete-account">
      <h2 id="delete-account">{intl.formatMessage(m.deleteTitle)}</h2>
      <p>{intl.formatMessage(m.deleteText)}</p>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {intl.formatMessage(m.deleteButton)}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        size="small"
        title={intl.formatMessage(m.deleteTitle)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              {intl.formatMessage(m.deleteBack)}
            </Button>
            <Button onClick={() => void confirm()} disabled={busy}>
              {intl.formatMessage(m.deleteConfirm)}
            </Button>
          </>
        }
      >
        <p>{intl.formatMessage(m.deleteQuestion)}</p>
      </Dialog>
    </section>
  );
}

function ProfileForm({ session }: { session: StoredSession }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { data: user, error, isError, isFetching, refetch } = useCurrentUser(session);

  if (isError) {
    return (
      <LoadError
        message={intl.formatMessage(m.profileLoadError)}
        error={error}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!user) return <Spinner />;

  const save = async (data: FormData<'profile'>) => {
    const body = profileBody(data);
    await updateProfile(queryClient, session.id, body, () => updateSessionEmail(body.email));
    notify({ kind: 'success', message: m.profileSaved });
  };

  return (
    <SchemaForm
      form="profile"
      initialData={{
        firstName: user.firstName,
        lastName: user.lastName,
        phone: user.phone,
        email: user.email,
        news: user.news,
      }}
      submitLabel={intl.formatMessage(m.profileSubmit)}
      onSubmit={save}
    />
  );
}

/** Profile: every field prefilled and required, a link to change the password, delete account. */
export default function PersonalDataPage() {
  const intl = useIntl();
  const session = useSession();
  if (!session) return null;
  return (
    <Page title={intl.formatMessage(m.profileTitle)} className={styles.narrow}>
      <p>{intl.formatMessage(m.profileIntro)}</p>
      <ProfileForm session={session} />
      <p className={styles.links}>
        <Link to="/change-password">{intl.formatMessage(m.changePasswordLink)}</Link>
      </p>
      <DeleteAccount />
    </Page>
  );
}
