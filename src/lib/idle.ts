/**
 * Waiting for the browser, for work that can come later and in pieces: a piece run while the page starts competes
 * with drawing the page and answering the visitor, and a long one blocks both.
 */

const aborted = (signal: AbortSignal) => signal.reason ?? new DOMException('Aborted', 'AbortError');

/** Whether an error is the one `whenIdle` rejects with when its signal is aborted. */
export const isAbortError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/**
 * Resolves in a task of its own at the browser's next quiet moment, or after `timeout` ms at the latest (at once
 * where there is no requestIdleCallback, Safari); rejects when `signal` is aborted.
 */
export function whenIdle(signal: AbortSignal, timeout = 2000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(aborted(signal));
      return;
    }
    const done = () => {
      signal.removeEventListener('abort', stop);
      resolve();
    };
    let cancel: () => void;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(done, { timeout });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(done, 0);
      cancel = () => clearTimeout(id);
    }
    function stop() {
      cancel();
      reject(aborted(signal));
    }
    signal.addEventListener('abort', stop, { once: true });
  });
}

/** Resolves in a later task, letting the browser paint and answer input in between. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

/**
 * Calls `callback` in a task of its own once the browser has painted its next frame: work the visitor does not wait
 * for, kept out of the frame that answers a tap or shows a page. A hidden tab paints no frame, so it waits until the
 * tab is shown. Returns what cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
