/** Type declarations for scripts/share-images.mjs. */

/** The largest a share image may weigh, in bytes. */
export declare const MAX_BYTES: number;
/** How each share image of content/pages/heads.json is laid out (the HTML of its page), by its name there. */
export declare const LAYOUTS: Record<string, () => string>;
