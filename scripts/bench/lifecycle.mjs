/**
 * How the benchmark stops: the failures that mean it cannot run at all, and the clean-ups (the servers, the
 * browsers) that run however it ends, an error or a signal included.
 */

/** Thrown for the failures that mean the bench cannot run at all. */
export class Fatal extends Error {}

/** @type {Set<() => void | Promise<void>>} */
const cleanups = new Set();

/**
 * Runs `fn` when the bench ends, unless `forget` is called first; the last added runs first.
 * @type {(fn: () => void | Promise<void>) => () => boolean}
 */
export function onCleanUp(fn) {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

/** @type {() => Promise<void>} */
export async function cleanUp() {
  for (const fn of [...cleanups].reverse()) {
    cleanups.delete(fn);
    try {
      await fn();
    } catch {
      // Best effort: keep stopping the rest.
    }
  }
}

/** @type {() => void} */
export function stopOnSignals() {
  const codes = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };
  for (const [signal, code] of Object.entries(codes)) {
    process.on(signal, () => {
      console.error(`\nbench: ${signal}, stopping…`);
      void cleanUp().finally(() => process.exit(128 + code));
    });
  }
}
