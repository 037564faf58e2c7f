/**
 * The first number, date or list formatter a page creates makes the browser load its locale data: 25-35 ms of the
 * main thread on a fast machine, several times that on a phone, in one piece (react-intl and intl-messageformat ask
 * `Intl.NumberFormat.supportedLocalesOf` before any message with a value; the header's open status writes a time).
 * That data belongs to the browser's process, not to a page's thread: formatted once in a worker, while the page's
 * code and content load, it is ready when the page renders, and the main thread no longer pays for it.
 *
 * A browser without workers, or one that refuses this one, formats as before.
 */
export function warmIntl(locale: string): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./warm-intl.worker.ts', import.meta.url), { type: 'module', name: 'warm-intl' });
    worker.postMessage(locale);
  } catch {
    // Nothing is lost: the formatters load their data when they are first used.
  }
}
