import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { sendContactRequest } from '../../api/contact-requests';
import type { FormData } from '../../renderers/schema-form/generated/forms';
import { SchemaForm } from '../../renderers/schema-form/schema-form';
import { useCurrentUser } from '../../session/current-user';
import { useSession } from '../../session/use-session';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { contactRequest, prefill, reasonFrom } from './contact-request';
import styles from './contact.module.css';
import { BasicDataProtection } from './data-protection';
import { contactMessages as m } from './messages';
import { ThanksDialog } from './thanks-dialog';

/**
 * /public-contact-form: the customer-service form, prefilled for a logged-in customer, sent to the
 * delivery site; a popup thanks and leads home. A failure keeps the form as it was (SchemaForm).
 */
export default function PublicContactPage() {
  const intl = useIntl();
  const session = useSession();
  // A guest starts empty; a customer whose profile does not load types their data (a profile that fails to load shows no message).
  const profile = useCurrentUser(session);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [search] = useSearchParams();

  const send = async (data: FormData<'public-contact'>) => {
    const request = contactRequest(data);
    await sendContactRequest(request);
    setSentTo(request.email);
  };

  return (
    <Page title={intl.formatMessage(m.publicFormTitle)} className={styles.formPage}>
      <p>{intl.formatMessage(m.publicIntro)}</p>
      {session && profile.isPending ? (
        <Spinner />
      ) : (
        <SchemaForm
          form="public-contact"
          initialData={{ ...prefill(profile.data), ...reasonFrom(search) }}
          submitLabel={intl.formatMessage(m.submit)}
          onSubmit={send}
        >
          <BasicDataProtection kind="public" />
        </SchemaForm>
      )}
      <ThanksDialog sentTo={sentTo} />
    </Page>
  );
}
