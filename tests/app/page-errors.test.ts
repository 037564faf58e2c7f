import { act, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { asText, MAX_PAGE_ERRORS, recordPageErrors, type Reporter } from '../../src/app/page-errors';

/** A window of its own for each test: its events and a console whose `error` the test sees. */
function fakeWindow() {
  const target = Object.assign(new EventTarget(), { console: { ...console, error: vi.fn() } }) as unknown as Reporter &
    EventTarget;
  return { target, errors: recordPageErrors(target) };
}

/** What the recorder judges once the event's dispatch is over. */
const afterDispatch = () => new Promise((resolve) => setTimeout(resolve, 0));

const rejection = (reason: unknown) =>
  Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason, promise: Promise.resolve() });

describe('the errors a page reports', () => {
  it('keeps an uncaught error with where it was thrown, an unhandled rejection and a console error', async () => {
    const { target, errors } = fakeWindow();
    target.dispatchEvent(
      new ErrorEvent('error', {
        message: 'Uncaught TypeError: x is undefined',
        error: new TypeError('x is undefined'),
        filename: 'http://127.0.0.1:4173/assets/carta.js',
        lineno: 3,
        colno: 14,
      }),
    );
    target.dispatchEvent(rejection(new Error('the menu could not be read')));
    target.console.error('Something failed:', { status: 500 });
    await afterDispatch();
    expect(errors).toEqual([
      { kind: 'console.error', message: 'Something failed: {"status":500}' },
      { kind: 'error', message: 'TypeError: x is undefined (http://127.0.0.1:4173/assets/carta.js:3:14)' },
      { kind: 'unhandledrejection', message: 'Error: the menu could not be read' },
    ]);
    expect(target.__pageErrors).toBe(errors);
  });

  it('still writes to the console', () => {
    const write = vi.fn();
    const target = Object.assign(new EventTarget(), { console: { ...console, error: write } }) as unknown as Reporter &
      EventTarget;
    recordPageErrors(target);
    target.console.error('shown', 42);
    expect(write).toHaveBeenCalledWith('shown', 42);
  });

  it('leaves out what a later listener of the page handles itself', async () => {
    const { target, errors } = fakeWindow();
    // As the mock API handles the browser's refusal to check its worker when the page is left.
    target.addEventListener('unhandledrejection', (event) => event.preventDefault());
    target.dispatchEvent(rejection(new Error('Failed to update a ServiceWorker')));
    await afterDispatch();
    expect(errors).toEqual([]);
  });

  it('keeps an error event without an error object by its message', async () => {
    const { target, errors } = fakeWindow();
    target.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    await afterDispatch();
    expect(errors).toEqual([{ kind: 'error', message: 'Script error.' }]);
  });

  it('starts once, and stops growing at its limit', () => {
    const { target, errors } = fakeWindow();
    expect(recordPageErrors(target)).toBe(errors);
    for (let count = 0; count < MAX_PAGE_ERRORS + 10; count += 1) target.console.error(`error ${count}`);
    expect(errors).toHaveLength(MAX_PAGE_ERRORS);
    // Each call was kept once, by the one recorder.
    expect(errors.at(-1)?.message).toBe(`error ${MAX_PAGE_ERRORS - 1}`);
  });

  it('writes any value as one line', () => {
    expect(asText(new RangeError('too far'))).toBe('RangeError: too far');
    expect(asText(undefined)).toBe('undefined');
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(asText(loop)).toBe('[object Object]');
  });

  it('keeps the error React reports when the pre-rendered page does not match what it draws (#418)', async () => {
    // React reports a page it could not take over as the window's error event (through reportError in a browser,
    // dispatched itself where there is none, as here), and then draws the page again.
    vi.mocked(console.error).mockImplementation(() => undefined);
    const errors = recordPageErrors(window);
    const container = document.createElement('div');
    const heading = document.createElement('h1');
    heading.textContent = 'Carta';
    container.append(heading);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, createElement('h1', null, 'Menu'));
    });
    await afterDispatch();
    expect(container.textContent).toBe('Menu');
    expect(errors.some(({ kind, message }) => kind === 'error' && /Hydration failed|#418/.test(message))).toBe(true);
    container.remove();
  });
});
