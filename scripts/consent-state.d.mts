/** Type declarations for scripts/consent-state.mjs. */
export declare const CONSENT_STATE_SCRIPT: string;
export declare const CONSENT_STATE_HASH: string;
