import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { deliveryUrl } from '../../domain/delivery';
import { useCurrentUser } from '../../session/current-user';
import type { StoredSession } from '../../session/session';
import { Icon } from '../../ui/icon';
import { layoutMessages } from '../messages';
import styles from './header.module.css';

/** The logged-in customer's disclosure menu: greeting, delivery-site pages, personal data and log out. */
export function AccountMenu({ session }: { session: StoredSession }) {
  const intl = useIntl();
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? location.pathname : null);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // A failed profile load shows the greeting without a name.
  const { data: user } = useCurrentUser(session);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  // Only a name that is text is shown: whatever else the API might send, the greeting stays a greeting.
  const name = typeof user?.firstName === 'string' ? user.firstName.trim() : '';
  const greeting = name
    ? intl.formatMessage(layoutMessages.greeting, { name })
    : intl.formatMessage(layoutMessages.greetingNoName);

  return (
    <div className={styles.account} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.accountButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <Icon name="user" />
        <span>{greeting}</span>
        <span className="visually-hidden">, {intl.formatMessage(layoutMessages.accountMenu)}</span>
        <Icon name="chevronDown" size={20} />
      </button>
      <ul id={menuId} className={styles.accountList} hidden={!open}>
        <li>
          <a href={deliveryUrl('paymentMethods')}>{intl.formatMessage(layoutMessages.paymentMethods)}</a>
        </li>
        <li>
          <a href={deliveryUrl('addresses')}>{intl.formatMessage(layoutMessages.addresses)}</a>
        </li>
        <li>
          <Link to="/personal-data">{intl.formatMessage(layoutMessages.personalData)}</Link>
        </li>
        <li>
          <a href={deliveryUrl('orders')}>{intl.formatMessage(layoutMessages.orderHistory)}</a>
        </li>
        <li>
          <Link to="/logout">{intl.formatMessage(layoutMessages.logout)}</Link>
        </li>
      </ul>
    </div>
  );
}
