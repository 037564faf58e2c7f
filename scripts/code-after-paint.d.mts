/** Type declarations for scripts/code-after-paint.mjs. */
export declare const PAGE_CODE_ID: string;
export declare const CODE_AFTER_PAINT_SCRIPT: string;
export declare const CODE_AFTER_PAINT_HASH: string;
export declare function codeAfterPaint(html: string): string;
