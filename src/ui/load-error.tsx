import { useIntl } from 'react-intl';
import { failureReason } from '../lib/notifications';
import { Button } from './button';

/**
 * What a section shows when its data could not be loaded: what failed, why when the reason helps the visitor (no
 * connection, no answer in time), and a way to try again, held while the new try runs.
 */
export function LoadError({
  message,
  error,
  retrying = false,
  onRetry,
}: {
  message: string;
  error?: unknown;
  retrying?: boolean;
  onRetry: () => void;
}) {
  const intl = useIntl();
  const reason = failureReason(error);
  return (
    <div role="alert" className="load-error">
      <p>{message}</p>
      {reason ? <p>{intl.formatMessage(reason)}</p> : null}
      <Button onClick={onRetry} disabled={retrying}>
        {intl.formatMessage({ id: 'ui.retry', defaultMessage: 'Reintentar' })}
      </Button>
    </div>
  );
}
