import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isolatedText } from '../lib/isolated-text';
import { ExternalLink } from './external-link';

/** Where a news or popup item leads, as its caller worked it out: another site in a new tab, a page, the delivery site. */
export type NewsLinkTarget =
  { kind: 'external'; href: string } | { kind: 'page'; to: string } | { kind: 'delivery'; href: string };

/** A news or popup item's picture (or any content) as a link to where the item leads, or as itself when it leads nowhere. */
export function NewsLink({
  target,
  children,
  className,
  onFollow,
}: {
  target: NewsLinkTarget | null;
  children: ReactNode;
  className?: string;
  onFollow?: () => void;
}) {
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
 * A news item as a wide banner (1200 × 500): the picture is the link and its name is the alternative text, isolated
 * as plain text (an attribute takes no markup, and a browser shows it where the picture does not load). The first
 * banner of a page is its largest paint, so it is fetched first and never lazily.
 */
export function NewsBanner({
  item,
  target,
  priority = false,
  className,
}: {
  item: { name: string; image: string };
  target: NewsLinkTarget | null;
  priority?: boolean;
  className?: string;
}) {
  return (
    <NewsLink target={target} className={className}>
      <img
        src={item.image}
        alt={isolatedText(item.name)}
        width={1200}
        height={500}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
      />
    </NewsLink>
  );
}
