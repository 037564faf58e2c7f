import { useIntl } from 'react-intl';
import { failureReason } from '../lib/notifications';
import { Button } from './button';
import { AvailableOffline } from './available-offline';

/** A call that failed for want of a connection, while the browser knows it has none. */
const isOffline = (error: unknown) =>
  (error as { kind?: unknown } | undefined)?.kind === 'network' &&
  typeof navigator !== 'undefined' &&
  !navigator.onLine;

/**
 * What a section shows when its data could not be loaded: what failed, why when the reason helps the visitor (no
 * connection, no answer in time), and a way to try again, held while the new try runs. Without a connection, it also
 * leads to the pages that show what this device kept.
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
      {/* A build that mocks the API answers without a network: none of its parts ever lacks one. */}
      {!__API_MOCKING__ && isOffline(error) ? <AvailableOffline /> : null}
      <Button onClick={onRetry} disabled={retrying}>
        {intl.formatMessage({ id: 'ui.retry', defaultMessage: 'Reintentar' })}
      </Button>
    </div>
  );
}
