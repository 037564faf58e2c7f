import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** A link to another site, opened in a new tab without giving it access to this one, and said so. */
export function ExternalLink({
  href,
  children,
  newTab = true,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode; newTab?: boolean }) {
  const intl = useIntl();
  if (!newTab) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    // After the caller's props, so no `rel` or `target` given by a caller can drop noopener.
    <a {...props} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">
        {' '}
        ({intl.formatMessage({ id: 'ui.newTab', defaultMessage: 'se abre en una pestaña nueva' })})
      </span>
    </a>
  );
}
