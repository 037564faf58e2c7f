/** Type declarations for scripts/page-code.mjs. */
export declare const PAGE_CODE_ID: string;
export declare const PAGE_CODE_SCRIPT: string;
export declare const PAGE_CODE_HASH: string;
