/**
 * The first number, date or list formatter a page creates makes the browser load its locale data: 25-35 ms of the
 * main thread on a fast machine, several times that on a phone, in one piece (react-intl and intl-messageformat ask
 * `Intl.NumberFormat.supportedLocalesOf` before any message with a value; the header's open status writes a time).
 * That data belongs to the browser's process, not to a page's thread: formatted once in a worker, while the page's
 * code and content load, it is ready when the page renders, and the main thread no longer pays for it.
 *
 * The site's first render waits for the worker (at most `WARM_WAIT_MS`): drawn before it, the page would load that
 * data itself, in one long task during its first render, while the worker loads it too. Waiting leaves the main thread
 * free to answer the visitor instead; the page's own code and content usually take longer than the worker anyway.
 *
 * A browser without workers, or one that refuses this one, formats as before, without waiting.
 */

/** The longest the first render waits for the worker: a worker slower than this is not waited for. */
export const WARM_WAIT_MS = 300;

/** Starts the worker for the page's language; resolves once it has loaded the data, failed, or taken too long. */
export function warmIntl(locale: string): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, WARM_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    try {
      const worker = new Worker(new URL('./warm-intl.worker.ts', import.meta.url), {
        type: 'module',
        name: 'warm-intl',
      });
      worker.addEventListener('message', done, { once: true });
      worker.addEventListener('error', done, { once: true });
      worker.postMessage(locale);
    } catch {
      // Nothing is lost: the formatters load their data when they are first used.
      done();
    }
  });
}
