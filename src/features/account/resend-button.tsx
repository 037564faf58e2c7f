import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { notify, notifyError } from '../../lib/notifications';
import { Button } from '../../ui/button';
import { accountMessages as m } from './messages';

/** Sends an email again (validation, password reset) and says whether it went. */
export function ResendButton({ send, sentMessage }: { send: () => Promise<void>; sentMessage: MessageDescriptor }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      await send();
      notify({ kind: 'success', message: sentMessage });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void resend()} disabled={busy}>
      {intl.formatMessage(m.resend)}
    </Button>
  );
}
