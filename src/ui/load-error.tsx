import { useIntl } from 'react-intl';
import { Button } from './button';

/** What a section shows when its data could not be loaded: what failed, and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div role="alert" className="load-error">
      <p>{message}</p>
      <Button onClick={onRetry}>{intl.formatMessage({ id: 'ui.retry', defaultMessage: 'Reintentar' })}</Button>
    </div>
  );
}
