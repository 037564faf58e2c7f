import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { logout } from '../../session/auth';
import { acceptLoyaltyChanges, acceptPrivacyPolicy } from '../../api/mutations/account';
import type { components as MainApi } from '../../api/generated/main-api';
import { formBody, notSent } from '../../lib/form-body';
import type { FormData } from '../../renderers/schema-form/generated/forms';
import { SchemaForm } from '../../renderers/schema-form/schema-form';
import type { StoredSession } from '../../session/session';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import styles from './account.module.css';
import { accountMessages as m } from './messages';
import { goToDeliverySite, hasAcceptedEverything, type ProfileState } from './profile';

/** What each form sends: a rule for every field of the form, checked against the request the API takes. */
const privacyAcceptanceBody = formBody<FormData<'privacy-acceptance'>, MainApi['schemas']['NewsChoice']>()({
  // The call itself is the acceptance; the box only has to be ticked to make it.
  accepted: notSent,
  news: (news) => ({ news: news === true }),
});
const loyaltyChangesBody = formBody<FormData<'loyalty-changes'>, MainApi['schemas']['NewsChoice']>()({
  news: (news) => ({ news: news === true }),
});

/**
 * The privacy question: a greeting by name, the mandatory privacy-and-terms box, the
 * communications box unless news was already accepted, and Accept. It cannot be dismissed; the customer may log
 * out instead.
 */
export function PrivacyPopup({ session, profile }: { session: StoredSession; profile: ProfileState }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const title = profile.firstName
    ? intl.formatMessage(m.privacyTitle, { name: profile.firstName })
    : intl.formatMessage(m.privacyTitleNoName);

  const accept = async (data: FormData<'privacy-acceptance'>) => {
    // A customer who already accepted news is not asked again (the box is hidden), and keeps them.
    const body = privacyAcceptanceBody({ ...data, news: profile.news || data.news === true });
    // The cached profile records the acceptance, so the next question (or none) follows at once.
    const next = await acceptPrivacyPolicy(queryClient, session.id, body);
    if (next && hasAcceptedEverything(next)) goToDeliverySite();
  };

  return (
    <Dialog open onClose={() => undefined} dismissible={false} size="small" title={title}>
      <p>{intl.formatMessage(m.privacyText)}</p>
      <SchemaForm
        form="privacy-acceptance"
        uiOverrides={profile.news ? { news: { 'ui:widget': 'hidden' } } : undefined}
        submitLabel={intl.formatMessage(m.privacyAccept)}
        onSubmit={accept}
        actions={
          <Button variant="secondary" onClick={() => void logout().then(() => navigate('/', { replace: true }))}>
            {intl.formatMessage(m.logoutTitle)}
          </Button>
        }
      />
    </Dialog>
  );
}

/** The loyalty-changes notice: the last exchange day, an optional news switch, and Accept. */
export function LoyaltyPopup({
  session,
  profile,
  onClose,
}: {
  session: StoredSession;
  profile: ProfileState;
  onClose: () => void;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();

  const accept = async (data: FormData<'loyalty-changes'>) => {
    const body = loyaltyChangesBody(data);
    await acceptLoyaltyChanges(queryClient, session.id, body);
    // Accepting the loyalty changes sends the customer to the delivery site home.
    goToDeliverySite();
  };

  return (
    <Dialog open onClose={onClose} size="small" title={intl.formatMessage(m.loyaltyTitle)}>
      <p className={styles.notice}>{intl.formatMessage(m.loyaltyText)}</p>
      <p>
        <Link to="/condiciones-recompensas#cambios" onClick={onClose}>
          {intl.formatMessage(m.loyaltyTerms)}
        </Link>
      </p>
      <SchemaForm
        form="loyalty-changes"
        initialData={{ news: profile.news }}
        submitLabel={intl.formatMessage(m.loyaltyAccept)}
        onSubmit={accept}
      />
    </Dialog>
  );
}
