/** Type declarations for scripts/bench/lifecycle.mjs. */
export class Fatal extends Error {}
export function onCleanUp(fn: () => void | Promise<void>): () => boolean;
export function cleanUp(): Promise<void>;
export function stopOnSignals(): void;
