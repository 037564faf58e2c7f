import { afterEach, describe, expect, it, vi } from 'vitest';
import { WARM_WAIT_MS, warmIntl } from '../../src/i18n/warm-intl';
import { settled } from '../support/settled';
import { warm } from '../../src/i18n/warm-intl.worker';

const restore: (() => void)[] = [];

/** Every `new Intl[name](...)` from now on, by its arguments (the formatter is still created). */
function constructions(name: 'DateTimeFormat' | 'ListFormat'): unknown[][] {
  const calls: unknown[][] = [];
  const original = Intl[name];
  Object.assign(Intl, {
    [name]: new Proxy(original, { construct: (target, args) => (calls.push(args), Reflect.construct(target, args)) }),
  });
  restore.push(() => Object.assign(Intl, { [name]: original }));
  return calls;
}

afterEach(() => {
  restore.splice(0).forEach((undo) => undo());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('warmIntl', () => {
  it("starts the formatters' worker, a module of the site, and hands it the page's language", () => {
    const started: { url: string; options?: WorkerOptions; messages: unknown[] }[] = [];
    vi.stubGlobal(
      'Worker',
      class extends EventTarget {
        messages: unknown[] = [];
        constructor(url: URL | string, options?: WorkerOptions) {
          super();
          started.push({ url: String(url), options, messages: this.messages });
        }
        postMessage(message: unknown) {
          this.messages.push(message);
        }
      },
    );
    void warmIntl('ca');
    expect(started).toHaveLength(1);
    expect(new URL(started[0]!.url).pathname).toMatch(/\/src\/i18n\/warm-intl\.worker\.ts$/);
    expect(started[0]!.options?.type).toBe('module');
    expect(started[0]!.messages).toEqual(['ca']);
  });

  it('does nothing in a browser without workers, and nothing breaks when the worker is refused', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => void warmIntl('es')).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('Refused by the Content-Security-Policy', 'SecurityError');
        }
      },
    );
    expect(() => void warmIntl('es')).not.toThrow();
  });

  /** A worker that answers, fails or stays silent, as `behaviour` says, once it is handed the language. */
  function stubWorker(behaviour: 'answers' | 'fails' | 'silent') {
    vi.stubGlobal(
      'Worker',
      class extends EventTarget {
        postMessage() {
          if (behaviour === 'answers')
            queueMicrotask(() => this.dispatchEvent(new MessageEvent('message', { data: 'warm' })));
          if (behaviour === 'fails') queueMicrotask(() => this.dispatchEvent(new Event('error')));
        }
      },
    );
  }

  it('resolves when the worker says the data is loaded, or when it fails, without waiting any longer', async () => {
    vi.useFakeTimers();
    try {
      stubWorker('answers');
      expect(await settled(warmIntl('es'))).toBe(true);
      stubWorker('fails');
      expect(await settled(warmIntl('es'))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not waited for longer than its limit when the worker stays silent, nor at all without workers', async () => {
    vi.useFakeTimers();
    try {
      stubWorker('silent');
      const warming = warmIntl('es');
      expect(await settled(warming)).toBe(false);
      vi.advanceTimersByTime(WARM_WAIT_MS - 1);
      expect(await settled(warming)).toBe(false);
      vi.advanceTimersByTime(1);
      expect(await settled(warming)).toBe(true);
      vi.stubGlobal('Worker', undefined);
      expect(await settled(warmIntl('es'))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the formatters' worker", () => {
  it('creates the formatters the site uses, in the language it is given', () => {
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const times = constructions('DateTimeFormat');
    const lists = constructions('ListFormat');
    warm('en');
    // The two react-intl asks for when it starts.
    expect(numbers).toHaveBeenCalledWith('en');
    expect(dates).toHaveBeenCalledWith('en');
    expect(
      times.map(([locale, options]) => [
        locale,
        Object.keys(options ?? {})
          .sort()
          .join(),
      ]),
    ).toEqual([
      ['en', 'hour,minute,timeZone'],
      ['en', 'day,month,timeZone,year'],
    ]);
    expect(lists).toEqual([['en']]);
  });

  it('in a worker, warms the language of the first message, says so and ends', async () => {
    vi.stubGlobal('importScripts', () => undefined);
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const said = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    await import('../../src/i18n/warm-intl.worker');
    window.dispatchEvent(new MessageEvent('message', { data: 'ca' }));
    expect(numbers).toHaveBeenCalledWith('ca');
    expect(said).toHaveBeenCalledWith('warm');
    expect(close).toHaveBeenCalledTimes(1);
    expect(said.mock.invocationCallOrder[0]).toBeLessThan(close.mock.invocationCallOrder[0]!);
  });
});
