import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from './icon';

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** When something kept on this device dates from: its time, with its date when it is not today. */
function useStoredAtText(): (time: number, now?: Date) => string {
  const intl = useIntl();
  return (time, now = new Date()) =>
    intl.formatMessage(
      {
        id: 'ui.offline.storedAt',
        defaultMessage:
          '{sameDay, select, yes {Sin conexión: lo que ves es de las {time}.} other {Sin conexión: lo que ves es del {date}, a las {time}.}}',
      },
      {
        sameDay: sameDay(new Date(time), now) ? 'yes' : 'no',
        time: intl.formatTime(time, { hour: '2-digit', minute: '2-digit' }),
        date: intl.formatDate(time, { day: 'numeric', month: 'long' }),
      },
    );
}

/**
 * Says that what the section shows was kept on this device while online, and from when (and `children`, what else
 * the reader should know of it); nothing when it is not.
 */
export function StoredDataNote({ since, children }: { since: number | null; children?: ReactNode }) {
  const storedAtText = useStoredAtText();
  if (since === null) return null;
  return (
    <p role="status" className="stored-data-note">
      <Icon name="alert" size={20} />
      <span>
        {storedAtText(since)}
        {children ? <> {children}</> : null}
      </span>
    </p>
  );
}
