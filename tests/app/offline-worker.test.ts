import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteAnswer, storedSince, takeStoredAnswers } from '../../src/api/stored-answers';
import {
  ASK_AGAIN_FIRST_MS,
  ASK_AGAIN_MAX_MS,
  askAgainWhenOnline,
  OFFLINE_WORKER,
  REGISTER_AFTER_LOAD_MS,
  startOfflineWorker,
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
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
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
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
