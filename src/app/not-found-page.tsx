import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClassName } from '../ui/button';
import { layoutMessages } from './messages';
import styles from './not-found-page.module.css';

/**
 * Unknown paths, and customer-only pages for guests, who are not told that such a page exists. No address that shows
 * it belongs in search results: its robots tag goes to the document's head while it is shown (React places it there)
 * and leaves with it.
 */
export function NotFoundPage() {
  const intl = useIntl();
  // Named here too: a page that names itself (a restaurant's) may find it names nothing.
  const title = intl.formatMessage(layoutMessages.titleSuffix, {
    title: intl.formatMessage(layoutMessages.notFoundTitle),
  });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className={`page ${styles.notFound}`}>
      <meta name="robots" content="noindex" />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="page-title">
        <span className="visually-hidden">404. </span>
        {intl.formatMessage(layoutMessages.notFoundTitle)}
      </h1>
      <p>{intl.formatMessage(layoutMessages.notFoundText)}</p>
      <Link to="/" className={buttonClassName('primary')}>
        {intl.formatMessage(layoutMessages.notFoundHome)}
      </Link>
    </div>
  );
}
