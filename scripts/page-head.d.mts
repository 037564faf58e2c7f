/** Type declarations for scripts/page-head.mjs. */
export function paintNeedsFirst(html: string): string;
export function scriptsAfterPaint(html: string): string;
