import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from '../../src/i18n/warm-intl';
import { warm } from '../../src/i18n/warm-intl.worker';

const restore: (() => void)[] = [];

/** Every `new Intl[name](...)` from now on, by its arguments (the formatter is still created). */
function constructions(name: 'DateTimeFormat' | 'ListFormat'): unknown[][] {
  const calls: unknown[][] = [];
  const original = Intl[name];
  Object.assign(Intl, { [name]: new Proxy(original, { construct: (target, args) => (calls.push(args), Reflect.construct(target, args)) }) });
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
      class {
        messages: unknown[] = [];
        constructor(url: URL | string, options?: WorkerOptions) {
          started.push({ url: String(url), options, messages: this.messages });
        }
        postMessage(message: unknown) {
          this.messages.push(message);
        }
      },
    );
    warmIntl('ca');
    expect(started).toHaveLength(1);
    expect(new URL(started[0]!.url).pathname).toMatch(/\/src\/i18n\/warm-intl\.worker\.ts$/);
    expect(started[0]!.options?.type).toBe('module');
    expect(started[0]!.messages).toEqual(['ca']);
  });

  it('does nothing in a browser without workers, and nothing breaks when the worker is refused', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmIntl('es')).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('Refused by the Content-Security-Policy', 'SecurityError');
        }
      },
    );
    expect(() => warmIntl('es')).not.toThrow();
  });
});

describe("the formatters' worker", () => {
  it('creates the formatters the site uses, in the language it is given', () => {
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const times = constructions('DateTimeFormat');
    const lists = constructions('ListFormat');
    warm('en');
    expect(numbers).toHaveBeenCalledWith('en');
    expect(times.map(([locale, options]) => [locale, Object.keys(options ?? {}).sort().join()])).toEqual([
      ['en', 'hour,minute,timeZone'],
      ['en', 'day,month,timeZone,year'],
    ]);
    expect(lists).toEqual([['en']]);
  });

  it('in a worker, warms the language of the first message and ends', async () => {
    vi.stubGlobal('importScripts', () => undefined);
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    await import('../../src/i18n/warm-intl.worker');
    window.dispatchEvent(new MessageEvent('message', { data: 'ca' }));
    expect(numbers).toHaveBeenCalledWith('ca');
    expect(close).toHaveBeenCalledTimes(1);
  });
});
