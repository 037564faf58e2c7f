import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router';
import { deliveryUrl } from '../../lib/delivery';
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
  const location = useLocation();
  // The menu stays open only on the page where it was opened: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const navOpen = openOn === location.pathname;
  const navId = useId();
  const ref = useRef<HTMLElement>(null);
  // Focus and anchor scrolling stop below the header, however tall its text or the open phone menu make it.
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
          type="button"
          className={styles.navToggle}
          aria-expanded={navOpen}
          aria-controls={navId}
          onClick={() => setOpenOn(navOpen ? null : location.pathname)}
        >
          <Icon name={navOpen ? 'close' : 'menu'} />
          <span>{t(layoutMessages.openMenu)}</span>
        </button>
        <div id={navId} className={navOpen ? `${styles.panel} ${styles.panelOpen}` : styles.panel}>
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
            <OrderLink loggedIn={session !== null} />
          </div>
        </div>
      </div>
    </header>
  );
}
