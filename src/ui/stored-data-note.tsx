import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from './icon';

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * When something kept on this device dates from: its time, with its date when it is not today; offline, or while the
 * call that may replace it is on its way (`checking`).
 */
function useStoredAtText(): (time: number, checking: boolean, now?: Date) => string {
  const intl = useIntl();
  return (time, checking, now = new Date()) => {
    const values = {
      sameDay: sameDay(new Date(time), now) ? 'yes' : 'no',
      time: intl.formatTime(time, { hour: '2-digit', minute: '2-digit' }),
      date: intl.formatDate(time, { day: 'numeric', month: 'long' }),
    };
    return checking
      ? intl.formatMessage(
          {
            id: 'ui.offline.storedAtChecking',
            defaultMessage:
              '{sameDay, select, yes {Lo que ves es de las {time}; lo estamos comprobando.} other {Lo que ves es del {date}, a las {time}; lo estamos comprobando.}}',
          },
          values,
        )
      : intl.formatMessage(
          {
            id: 'ui.offline.storedAt',
            defaultMessage:
              '{sameDay, select, yes {Sin conexión: lo que ves es de las {time}.} other {Sin conexión: lo que ves es del {date}, a las {time}.}}',
          },
          values,
        );
  };
}

/**
 * Says that what the section shows was kept on this device while online, and from when (and `children`, what else
 * the reader should know of it); nothing when it is not. `checking`: the call that may replace it is on its way.
 */
export function StoredDataNote({
  since,
  checking = false,
  children,
}: {
  since: number | null;
  checking?: boolean;
  children?: ReactNode;
}) {
  const storedAtText = useStoredAtText();
  if (since === null) return null;
  return (
    <p role="status" className="stored-data-note">
      <Icon name="alert" size={20} />
      <span>
        {storedAtText(since, checking)}
        {children ? <> {children}</> : null}
      </span>
    </p>
  );
}
