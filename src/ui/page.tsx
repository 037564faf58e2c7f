import type { ReactNode } from 'react';

/**
 * A page's frame: its one h1 and its content, within the site's reading width. The title is text, or API text drawn
 * isolated (`Isolated`).
 */
export function Page({ title, children, className }: { title: ReactNode; children?: ReactNode; className?: string }) {
  return (
    <div className={['page', className].filter(Boolean).join(' ')}>
      <h1 id="page-title">{title}</h1>
      {children}
    </div>
  );
}
