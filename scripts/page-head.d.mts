/** Type declarations for scripts/page-head.mjs. */
export function paintNeedsFirst(html: string): string;
export function scriptsBehindPaint(html: string): string;
