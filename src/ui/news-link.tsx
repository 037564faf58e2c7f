import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type NewsEntry, newsTarget } from '../lib/news';
import { ExternalLink } from './external-link';

/** A news or popup item's picture (or any content) as a link to where the item leads, or as itself when it leads nowhere. */
export function NewsLink({
  item,
  children,
  className,
  onFollow,
}: {
  item: NewsEntry;
  children: ReactNode;
  className?: string;
  onFollow?: () => void;
}) {
  const target = newsTarget(item);
  if (!target) return <div className={className}>{children}</div>;
  switch (target.kind) {
    case 'external':
      return (
        <ExternalLink className={className} href={target.href} onClick={onFollow}>
          {children}
        </ExternalLink>
      );
    case 'page':
      return (
        <Link className={className} to={target.to} onClick={onFollow}>
          {children}
        </Link>
      );
    case 'delivery':
      return (
        <a className={className} href={target.href} onClick={onFollow}>
          {children}
        </a>
      );
  }
}

/**
 * A news item as a wide banner (1200 × 500): the picture is the link and its name is the alternative text. The
 * first banner of a page is its largest paint, so it is fetched first and never lazily.
 */
export function NewsBanner({
  item,
  priority = false,
  className,
}: {
  item: NewsEntry;
  priority?: boolean;
  className?: string;
}) {
  return (
    <NewsLink item={item} className={className}>
      <img
        src={item.image}
        alt={item.name}
        width={1200}
        height={500}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
      />
    </NewsLink>
  );
}
