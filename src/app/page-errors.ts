/**
 * The errors a page reports, kept in the page itself as `window.__pageErrors`, for whoever checks that it started
 * cleanly from outside: the journeys in WebKit and Firefox, whose drivers cannot read the console, and QA in any
 * browser's console. Only builds with the embedded mock API record them (src/main.tsx imports this module first).
 *
 * Kept: every `error` event of the window (an uncaught error, and what React reports through `reportError`: a
 * pre-rendered page it could not take over, hydration error #418, an error no boundary caught), every unhandled
 * promise rejection, and every `console.error` call (an error an error boundary caught, a failed start). An event the
 * page handles itself (its `preventDefault()` called by a later listener) is not kept, as the browser does not report
 * it either.
 */

export type PageError = {
  kind: 'error' | 'unhandledrejection' | 'console.error';
  message: string;
};

declare global {
  interface Window {
    /** The errors the page reported since its entry started (builds with the embedded mock API only). */
    __pageErrors?: PageError[];
  }
}

/** What the recorder needs of a window: its events and its console. */
export type Reporter = Pick<Window, 'addEventListener' | '__pageErrors'> & { console: Console };

/** More would only repeat an error thrown in a loop. */
export const MAX_PAGE_ERRORS = 50;

/** A thrown value or a console argument as one line of text. */
export function asText(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Starts keeping the errors `target` reports in `target.__pageErrors`, and returns that list. A second call returns
 * the list the first one made.
 */
export function recordPageErrors(target: Reporter = window): PageError[] {
  if (target.__pageErrors) return target.__pageErrors;
  const errors: PageError[] = [];
  target.__pageErrors = errors;
  const keep = (kind: PageError['kind'], message: string) => {
    if (errors.length < MAX_PAGE_ERRORS) errors.push({ kind, message });
  };
  // Listeners added later (the mock API's) may still handle the event: it is judged once its dispatch is over.
  const afterDispatch = (event: Event, message: () => string, kind: PageError['kind']) =>
    setTimeout(() => {
      if (!event.defaultPrevented) keep(kind, message());
    }, 0);
  target.addEventListener('error', (event) => {
    const where = event.filename ? ` (${event.filename}:${event.lineno}:${event.colno})` : '';
    afterDispatch(event, () => `${event.error == null ? event.message : asText(event.error)}${where}`, 'error');
  });
  target.addEventListener('unhandledrejection', (event) =>
    afterDispatch(event, () => asText(event.reason), 'unhandledrejection'),
  );
  const consoleError = target.console.error.bind(target.console);
  target.console.error = (...args: unknown[]) => {
    keep('console.error', args.map(asText).join(' '));
    consoleError(...args);
  };
  return errors;
}

// From the start of the site's entry, in the builds whose journeys read them; a build for a real API holds none of it.
if (__API_MOCKING__) recordPageErrors();
