import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../ui/button';
import { layoutMessages } from './messages';
import styles from './route-error.module.css';

/** Shown in place of a page that failed to load or render: the header and footer stay, with a way out. */
export function RouteError() {
  const intl = useIntl();
  return (
    <div className="page" role="alert">
      <h1 id="page-title">{intl.formatMessage(layoutMessages.errorTitle)}</h1>
      <p>{intl.formatMessage(layoutMessages.errorText)}</p>
      <p className={styles.actions}>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {intl.formatMessage(layoutMessages.errorReload)}
        </Button>
        <Link to="/" className={buttonClassName('primary')}>
          {intl.formatMessage(layoutMessages.notFoundHome)}
        </Link>
      </p>
    </div>
  );
}

/** Catches what a page throws while loading its code or rendering, and shows RouteError instead of a blank screen. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env.DEV) console.warn(error, info.componentStack);
  }

  render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
