import { Fragment } from 'react';
import { Link } from 'react-router';
import type { Inline, RichText } from '../../lib/documents';
import { ExternalLink } from '../../ui/external-link';
import { useAnchorPrefix } from './anchor-prefix';
import { CookiePeriods } from './cookie-periods';

function InlineLink({ href, children }: { href: string; children: string }) {
  const prefix = useAnchorPrefix();
  if (href.startsWith('https://')) return <ExternalLink href={href}>{children}</ExternalLink>;
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  if (href.startsWith('#')) return <a href={`#${prefix}${href.slice(1)}`}>{children}</a>;
  // A telephone number is not broken across lines: its spaces do not break.
  if (href.startsWith('tel:')) return <a href={href}>{children.replace(/ /g, '\u00a0')}</a>;
  // mailto: links stay plain links.
  return <a href={href}>{children}</a>;
}

function InlineRun({ run }: { run: Inline }) {
  if (typeof run === 'string') return run;
  if ('cookiePeriods' in run) return <CookiePeriods join={run.cookiePeriods} />;
  const content = run.href ? <InlineLink href={run.href}>{run.text}</InlineLink> : run.text;
  return run.strong ? <strong>{content}</strong> : content;
}

/** Text from content files as React elements: links, bold runs and lists from other content, never injected HTML. */
export function RichTextView({ text }: { text: RichText }) {
  if (typeof text === 'string') return text;
  return text.map((run, index) => (
    <Fragment key={index}>
      <InlineRun run={run} />
    </Fragment>
  ));
}
