import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { contactMessages as m } from './messages';

/**
 * The popup after a contact form is sent successfully: thanks, and the way home (/).
 * Closing it also goes home, as the request is done.
 */
export function ThanksDialog({ sentTo }: { sentTo: string | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const goHome = () => void navigate('/');
  return (
    <Dialog
      open={sentTo !== null}
      onClose={goHome}
      size="small"
      title={intl.formatMessage(m.thanksTitle)}
      footer={<Button onClick={goHome}>{intl.formatMessage(m.thanksHome)}</Button>}
    >
      <p>{intl.formatMessage(m.thanksText, { email: <strong key="email">{sentTo}</strong> })}</p>
    </Dialog>
  );
}
