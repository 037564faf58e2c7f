import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_CODE_ID, PAGE_CODE_SCRIPT } from '../../../scripts/build/page-code.mjs';

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

/** A stand-in for the browser's PerformanceObserver: the test says when a paint is reported. */
function fakePaintTiming(supported: string[]) {
  const observers: { callback: PaintCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    private entry: { callback: PaintCallback; disconnected: boolean };
    constructor(callback: PaintCallback) {
      this.entry = { callback, disconnected: false };
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      observers.push(this.entry);
    }
  }
  const report = (...names: string[]) => {
    for (const entry of observers.filter((item) => !item.disconnected)) {
      entry.callback(
        { getEntriesByName: (name) => names.filter((item) => item === name) },
        { disconnect: () => (entry.disconnected = true) },
      );
    }
  };
  return { FakeObserver, report, observers };
}

/** The page's head as a list of the tags the script added to it. */
const added = () =>
  [...document.head.children].map(
    (tag) => `${tag.localName} ${[...tag.attributes].map((a) => `${a.name}=${a.value}`).join(' ')}`,
  );

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe("the inline script that asks for a pre-rendered page's code", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.replaceChildren();
    // The page as the pre-rendering writes it, parsed as a browser parses it: the template's tags are inert.
    const page = new DOMParser().parseFromString(
      `<div id="root"><p>Page</p></div><template id="${PAGE_CODE_ID}">` +
        '<script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/assets/b.js"></template>',
      'text/html',
    );
    document.body.replaceChildren(...[...page.body.childNodes].map((node) => document.importNode(node, true)));
    setVisibility('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
    document.head.replaceChildren();
  });

  const run = (observer: unknown) => new Function('PerformanceObserver', PAGE_CODE_SCRIPT)(observer);
  const CODE = [
    'script type=module crossorigin= src=/assets/index-a.js',
    'link rel=modulepreload crossorigin= href=/assets/b.js',
  ];

  it('copies the tags into the head, as written, in tasks after the first contentful paint is reported', () => {
    const paint = fakePaintTiming(['paint', 'navigation']);
    run(paint.FakeObserver);
    vi.runAllTimers();
    expect(added()).toEqual([]);
    // The first paint of nothing contentful does not count.
    paint.report('first-paint');
    vi.runAllTimers();
    expect(added()).toEqual([]);
    paint.report('first-paint', 'first-contentful-paint');
    expect(added(), 'not in the task that reports the paint').toEqual([]);
    // One tag a task, the entry first.
    vi.advanceTimersToNextTimer();
    expect(added()).toEqual(CODE.slice(0, 1));
    vi.advanceTimersToNextTimer();
    expect(added()).toEqual(CODE);
    expect(paint.observers.every((entry) => entry.disconnected)).toBe(true);
    // Copies made by the DOM are live elements: the template's own were inert.
    expect(document.head.querySelector('script')).toBeInstanceOf(HTMLScriptElement);
  });

  it('copies them once, even if the page is hidden after it', () => {
    const paint = fakePaintTiming(['paint']);
    run(paint.FakeObserver);
    paint.report('first-contentful-paint');
    vi.runAllTimers();
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.runAllTimers();
    expect(added()).toEqual(CODE);
  });

  it('starts at once where no paint would be reported: no paint timing, or a tab in the background', () => {
    run(fakePaintTiming(['navigation']).FakeObserver);
    expect(added(), 'the entry at once').toEqual(CODE.slice(0, 1));
    vi.runAllTimers();
    expect(added()).toEqual(CODE);

    document.head.replaceChildren();
    setVisibility('hidden');
    run(fakePaintTiming(['paint']).FakeObserver);
    expect(added()).toEqual(CODE.slice(0, 1));
    vi.runAllTimers();
    expect(added()).toEqual(CODE);

    document.head.replaceChildren();
    setVisibility('visible');
    run(undefined);
    vi.runAllTimers();
    expect(added()).toEqual(CODE);
  });

  it('starts when the page is hidden before it has painted', () => {
    const paint = fakePaintTiming(['paint']);
    run(paint.FakeObserver);
    expect(added()).toEqual([]);
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.runAllTimers();
    expect(added()).toEqual(CODE);
  });

  it('does nothing on a page without the template', () => {
    document.getElementById(PAGE_CODE_ID)!.remove();
    run(fakePaintTiming(['paint']).FakeObserver);
    vi.runAllTimers();
    expect(added()).toEqual([]);
  });
});
