import { type FocusEvent, type ToggleEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router';
import { orderTarget, deliveryUrl } from '../../domain/delivery';
import { useRootHeightProperty } from '../../lib/use-root-height';
import { useSession } from '../../session/use-session';
import { buttonClassName } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { OrderLink } from '../../ui/order-link';
import { layoutMessages } from '../messages';
import { AccountMenu } from './account-menu';
import styles from './header.module.css';
import { LanguageSwitcher } from './language-switcher';
import { OpenStatus } from './open-status';

export function Header() {
  const intl = useIntl();
  const session = useSession();
  const { pathname } = useLocation();
  // On a phone the menu is a popover the browser opens and closes itself, so a tap on its button works before the
  // site's code has started; the code follows its state (for the button's icon) and closes it on leaving the page.
  const [navOpen, setNavOpen] = useState(false);
  const navId = useId();
  const ref = useRef<HTMLElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // A menu opened before the code started is open when the code takes the page over.
  useEffect(() => setNavOpen(isOpen(panel.current)), []);
  // The menu stays open only on the page where it was opened: following a link closes it.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    if (isOpen(panel.current)) panel.current?.hidePopover();
  }, [pathname]);
  // Tabbing out of the menu closes it, so that what takes focus next is never under it.
  const closeOnLeaving = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next) && next !== toggle.current && isOpen(event.currentTarget))
      event.currentTarget.hidePopover();
  };
  // Focus and anchor scrolling stop below the header, however tall its text makes it; the phone menu opens below it.
  useRootHeightProperty(ref, '--top-inset');

  const t = intl.formatMessage;
  const navClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.navLink} ${styles.active}` : styles.navLink;

  return (
    <header ref={ref} className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand} aria-label={t(layoutMessages.homeLink)}>
          <img src="/media/brand/logo-light.svg" alt="" width="200" height="60" className={styles.logo} />
        </Link>
        <button
          ref={toggle}
          type="button"
          className={styles.navToggle}
          // A native popover's button: the browser states whether it is expanded (an aria-expanded here would be a
          // second, conflicting source), and it opens the menu before the site's code has started.
          popoverTarget={navId}
          aria-controls={navId}
        >
          <Icon name={navOpen ? 'close' : 'menu'} />
          <span>{t(layoutMessages.openMenu)}</span>
        </button>
        <div
          ref={panel}
          id={navId}
          popover="auto"
          className={styles.panel}
          onToggle={(event: ToggleEvent<HTMLDivElement>) => setNavOpen(event.newState === 'open')}
          onBlur={closeOnLeaving}
        >
          <nav aria-label={t(layoutMessages.mainNav)}>
            <ul className={styles.navList}>
              <li>
                {session ? (
                  // Logged-in customers order from the delivery site's menu, so the menu link leads there.
                  <a className={styles.navLink} href={deliveryUrl('home')}>
                    {t(layoutMessages.navMenu)}
                  </a>
                ) : (
                  <NavLink className={navClass} to="/carta">
                    {t(layoutMessages.navMenu)}
                  </NavLink>
                )}
              </li>
              <li>
                <NavLink className={navClass} to="/novedades">
                  {t(layoutMessages.navNews)}
                </NavLink>
              </li>
              <li>
                <NavLink className={navClass} to="/historia">
                  {t(layoutMessages.navHistory)}
                </NavLink>
              </li>
              <li>
                <NavLink className={navClass} to="/restaurantes">
                  {t(layoutMessages.navRestaurants)}
                </NavLink>
              </li>
              <li>
                <NavLink className={navClass} to="/social-commitment">
                  {t(layoutMessages.navSocial)}
                </NavLink>
              </li>
            </ul>
          </nav>
          <div className={styles.tools}>
            <OpenStatus />
            <Link to="/#app" className={styles.installApp}>
              <Icon name="phone" size={20} />
              {t(layoutMessages.installApp)}
            </Link>
            <LanguageSwitcher />
            {session ? (
              <AccountMenu session={session} />
            ) : (
              <Link className={buttonClassName('secondary', styles.login)} to="/login">
                <Icon name="user" size={20} />
                {t(layoutMessages.login)}
              </Link>
            )}
            <OrderLink target={orderTarget(session !== null)} />
          </div>
        </div>
      </div>
    </header>
  );
}

/** Whether the phone menu is open; never on a wide screen, where it is part of the header, nor without popovers. */
function isOpen(element: HTMLElement | null): boolean {
  try {
    return element?.matches(':popover-open') ?? false;
  } catch {
    // A browser without popovers shows the menu as part of the header.
    return false;
  }
}
