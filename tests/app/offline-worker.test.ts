import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { noteAnswer, storedSince, takeStoredAnswers } from '../../src/api/stored-answers';
import {
  ASK_AGAIN_FIRST_MS,
  ASK_AGAIN_MAX_MS,
  askAgainWhenOnline,
  loadInNewRelease,
  OFFLINE_WORKER,
  REGISTER_AFTER_LOAD_MS,
  startOfflineWorker,
  watchForNewRelease,
} from '../../src/app/offline-worker';

const MENU = 'https://api.example.com/api/v1/sections/collections?language=es';
const STAMP = '2026-11-29T14:05:00.000Z';

describe('asking again for what came from the offline store', () => {
  let client: QueryClient;
  let invalidate: ReturnType<typeof vi.spyOn>;
  let stop: () => void;
  let onLine = true;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onLine = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
    client = new QueryClient();
    invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue(undefined);
    stop = askAgainWhenOnline(client);
  });
  afterEach(() => {
    stop();
    takeStoredAnswers();
    vi.useRealTimers();
  });

  it('asks at once when the connection comes back, and no page goes on saying it is offline', () => {
    onLine = false;
    noteAnswer(MENU, STAMP);
    expect(invalidate).not.toHaveBeenCalled();
    onLine = true;
    window.dispatchEvent(new Event('online'));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(storedSince(['sections/collections'])).toBeNull();
  });

  it('asks nothing when nothing came from the store', () => {
    window.dispatchEvent(new Event('online'));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('asks again, less and less often, while stored answers come though the browser is online', () => {
    const waits: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      noteAnswer(MENU, STAMP);
      const calls = invalidate.mock.calls.length;
      let waited = 0;
      while (invalidate.mock.calls.length === calls) {
        vi.advanceTimersByTime(1000);
        waited += 1000;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([
      ASK_AGAIN_FIRST_MS,
      ASK_AGAIN_FIRST_MS * 2,
      ASK_AGAIN_FIRST_MS * 4,
      ASK_AGAIN_FIRST_MS * 8,
      ASK_AGAIN_MAX_MS,
      ASK_AGAIN_MAX_MS,
    ]);
    // The connection's return starts the count afresh.
    window.dispatchEvent(new Event('online'));
    noteAnswer(MENU, STAMP);
    const calls = invalidate.mock.calls.length;
    vi.advanceTimersByTime(ASK_AGAIN_FIRST_MS);
    expect(invalidate.mock.calls.length).toBe(calls + 1);
  });

  it('stops asking once the API answers', () => {
    noteAnswer(MENU, STAMP);
    noteAnswer(MENU, null);
    vi.advanceTimersByTime(ASK_AGAIN_MAX_MS * 2);
    expect(invalidate).not.toHaveBeenCalled();
  });
});

describe('registering the offline worker', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the page to have loaded for a while, then registers /sw.js once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
    const register = vi.fn().mockResolvedValue({});
    const container = Object.assign(new EventTarget(), { register, controller: null });
    const watched = vi.spyOn(container, 'addEventListener');
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    try {
      vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
      startOfflineWorker(new QueryClient());
      await vi.advanceTimersByTimeAsync(REGISTER_AFTER_LOAD_MS * 2);
      expect(register).not.toHaveBeenCalled();

      window.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(REGISTER_AFTER_LOAD_MS - 1);
      expect(register).not.toHaveBeenCalled();
      // Then at the browser's next quiet moment, at the latest as long again.
      await vi.advanceTimersByTimeAsync(1 + REGISTER_AFTER_LOAD_MS);
      expect(register).toHaveBeenCalledTimes(1);
      expect(register).toHaveBeenCalledWith(OFFLINE_WORKER);
      // From the start, the page follows which worker takes it over (a new release's).
      expect(watched).toHaveBeenCalledWith('controllerchange', expect.any(Function));
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});

describe('a new release taking the page over', () => {
  /** A worker as the page sees it: its state, and the event that says it changed. */
  class FakeWorker extends EventTarget {
    constructor(public state: ServiceWorkerState) {
      super();
    }
    become(state: ServiceWorkerState) {
      this.state = state;
      this.dispatchEvent(new Event('statechange'));
    }
  }
  /** The page's side of the workers: the one in control, and the event that says another took over. */
  class FakeContainer extends EventTarget {
    controller: FakeWorker | null = null;
    takeOver(worker: FakeWorker) {
      this.controller = worker;
      this.dispatchEvent(new Event('controllerchange'));
    }
  }

  let container: FakeContainer;
  let reload: Mock<() => void>;
  let stop: () => void;
  /** The code files the worker's store holds, by path. */
  let stored: string[];
  const thisPageCode = () => new URL(import.meta.url.replace(/\/tests\/.*/, '/src/app/offline-worker.ts')).pathname;
  const match = vi.fn(async (request: RequestInfo | URL, options?: CacheQueryOptions) => {
    const url = new URL(String(request));
    // The store keys its files with a revision in the query: only a search that ignores it finds them.
    if (!options?.ignoreSearch) return undefined;
    return stored.includes(url.pathname) ? new Response('') : undefined;
  });

  beforeEach(() => {
    vi.stubGlobal('caches', { match });
    match.mockClear();
    container = new FakeContainer();
    reload = vi.fn();
    stop = watchForNewRelease(container as unknown as ServiceWorkerContainer, reload);
  });
  afterEach(async () => {
    // Leaves the page as it starts: its code held by the worker in control.
    stored = [thisPageCode()];
    container.takeOver(new FakeWorker('activated'));
    await vi.waitFor(() => expect(loadInNewRelease(reload)).toBe(false));
    expect(document.documentElement.hasAttribute('data-new-release')).toBe(false);
    stop();
    vi.unstubAllGlobals();
  });

  const checked = () => vi.waitFor(() => expect(match).toHaveBeenCalled());

  it("leaves the page alone when the worker that takes it over holds the page's code", async () => {
    stored = [thisPageCode(), '/assets/menu-page-a.js'];
    container.takeOver(new FakeWorker('activated'));
    await checked();
    expect(loadInNewRelease(reload)).toBe(false);
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(reload).not.toHaveBeenCalled();
  });

  it("loads the next page afresh once a worker without the page's code is active", async () => {
    stored = ['/assets/index-new.js'];
    const worker = new FakeWorker('activating');
    container.takeOver(worker);
    // Until it is active, the previous release's files may still be in the store: nothing is decided.
    await Promise.resolve();
    expect(match).not.toHaveBeenCalled();
    expect(loadInNewRelease(reload)).toBe(false);

    worker.become('activated');
    await checked();
    await vi.waitFor(() => expect(document.documentElement.hasAttribute('data-new-release')).toBe(true));
    expect(loadInNewRelease(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('loads the page afresh when a part of it fails to load after the release changed, and only then', async () => {
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(reload).not.toHaveBeenCalled();
    stored = [];
    container.takeOver(new FakeWorker('activated'));
    await vi.waitFor(() => expect(loadInNewRelease(() => undefined)).toBe(true));
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('decides nothing for a worker that was replaced before it became active', async () => {
    stored = [];
    const worker = new FakeWorker('activating');
    container.takeOver(worker);
    worker.become('redundant');
    await Promise.resolve();
    await Promise.resolve();
    expect(match).not.toHaveBeenCalled();
    expect(loadInNewRelease(reload)).toBe(false);
  });
});
