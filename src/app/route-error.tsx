import { useIntl } from 'react-intl';
import { Link, useRouteError } from 'react-router';
import { Button, buttonClassName } from '../ui/button';
import { layoutMessages } from './messages';

/** Shown in place of a page that failed to load or render: the header and footer stay, with a way out. */
export function RouteError() {
  const intl = useIntl();
  const error = useRouteError();
  if (import.meta.env.DEV) console.warn(error);
  return (
    <div className="page" role="alert">
      <h1 id="page-title">{intl.formatMessage(layoutMessages.errorTitle)}</h1>
      <p>{intl.formatMessage(layoutMessages.errorText)}</p>
      <p style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
        <Button variant="secondary" onClick={() => window.location.reload()}>{intl.formatMessage(layoutMessages.errorReload)}</Button>
        <Link to="/" className={buttonClassName('primary')}>{intl.formatMessage(layoutMessages.notFoundHome)}</Link>
      </p>
    </div>
  );
}
