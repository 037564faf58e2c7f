import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useHref, useLocation } from 'react-router';
import { AcceptancePopups } from '../../features/account/acceptance-popups';
import { SmartBanner } from '../../features/app-banner/smart-banner';
import { ConsentManager } from '../../features/consent/consent-manager';
import { logScreenView } from '../../lib/analytics';
import { afterNextPaint } from '../../lib/idle';
import { useSession } from '../../session/use-session';
import { ErrorBoundary } from '../../ui/error-boundary';
import { NotificationBar } from '../../ui/notification-bar';
import { Spinner } from '../../ui/spinner';
import { layoutMessages } from '../messages';
import type { RouteHandle } from '../route-handle';
import { routeHandleAt } from '../route-handles';
import { Footer } from './footer';
import { Header } from './header';
import { OrderBar } from './order-bar';
import styles from './layout.module.css';

/** The title, screen name and access of the page at the current address. */
function useRouteHandle(): RouteHandle | undefined {
  return routeHandleAt(useLocation().pathname);
}

/** Scroll to top, page title, screen view and focus on every change of page. */
function usePageChange(handle: RouteHandle | undefined) {
  const intl = useIntl();
  const { pathname, hash } = useLocation();
  // The screen's address as the visitor sees it, with its language prefix (`/en/carta`).
  const address = useHref(pathname);
  const session = useSession();
  const firstPage = useRef(true);
  const hidden = handle?.access === 'user' && !session;
  const screen = hidden ? 'not_found' : handle?.screen;
  const title = hidden || !handle ? layoutMessages.notFoundTitle : handle.title;
  const titleText = intl.formatMessage(title);

  const ownTitle = !hidden && handle?.ownTitle === true;
  useEffect(() => {
    if (!ownTitle) document.title = intl.formatMessage(layoutMessages.titleSuffix, { title: titleText });
  }, [intl, titleText, ownTitle]);

  // Counted once the page is painted: whether analytics may run is read from a cookie, which asks the browser and
  // waits for its answer, and neither a page's first frame nor the tap that changes page waits for that.
  useEffect(() => (screen ? afterNextPaint(() => logScreenView(screen, address)) : undefined), [screen, address]);

  useEffect(() => {
    // An address with #section is scrolled by the page once its content is there.
    if (!hash) window.scrollTo(0, 0);
    if (firstPage.current || hash) {
      firstPage.current = false;
      return;
    }
    // After a client-side navigation, move focus to the new page's heading as a full page load would.
    const heading = document.getElementById('page-title');
    if (heading) {
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    // The hash is read when the page changes, not followed on its own (in-page links move within the page).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, screen]);
}

export function Layout({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const handle = useRouteHandle();
  usePageChange(handle);
  const session = useSession();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {intl.formatMessage(layoutMessages.skipToContent)}
      </a>
      <Header />
      {/* What the sticky area draws from the customer's data may fail alone: the page stays. */}
      {session ? (
        <ErrorBoundary resetKey={session.id}>
          <OrderBar key={session.id} session={session} />
        </ErrorBoundary>
      ) : null}
      <div className={styles.sticky}>
        <NotificationBar />
      </div>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children ?? (
          // Navigations are transitions: the page on screen stays until the next page's code has arrived.
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      <Footer />
      <ConsentManager />
      <ErrorBoundary resetKey={session?.id}>
        <AcceptancePopups />
      </ErrorBoundary>
      <SmartBanner />
    </div>
  );
}
