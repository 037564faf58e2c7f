import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, isAbortError, nextTask, whenIdle } from '../../src/lib/idle';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('waiting for the browser to be idle', () => {
  it('goes on at the browser’s quiet moment, waiting no longer than asked', async () => {
    const requestIdleCallback = vi.fn((callback: () => void) => setTimeout(callback, 0));
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    await whenIdle(new AbortController().signal, 500);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
  });

  it('goes on in a later task where there is no requestIdleCallback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    let later = false;
    setTimeout(() => {
      later = true;
    }, 0);
    await whenIdle(new AbortController().signal);
    expect(later).toBe(true);
  });

  it('stops waiting, and cancels its callback, when aborted', async () => {
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 7),
    );
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const controller = new AbortController();
    const waiting = whenIdle(controller.signal);
    controller.abort();
    const error: unknown = await waiting.catch((reason: unknown) => reason);
    expect(isAbortError(error)).toBe(true);
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('does not wait at all once aborted', async () => {
    const requestIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const controller = new AbortController();
    controller.abort();
    await expect(whenIdle(controller.signal)).rejects.toSatisfy(isAbortError);
    expect(requestIdleCallback).not.toHaveBeenCalled();
  });

  it('tells an abort from other failures', () => {
    expect(isAbortError(new DOMException('Aborted', 'AbortError'))).toBe(true);
    expect(isAbortError(new Error('Failed to fetch dynamically imported module'))).toBe(false);
  });
});

describe('waiting for the next task', () => {
  it('goes on after a task already queued, not in the same one', async () => {
    let later = false;
    setTimeout(() => {
      later = true;
    }, 0);
    const waiting = nextTask();
    expect(later).toBe(false);
    await waiting;
    expect(later).toBe(true);
  });
});

describe('waiting for the next frame to be painted', () => {
  /** Frames the test draws by hand: each `requestAnimationFrame` callback waits for `frame()`. */
  function handFrames() {
    const callbacks = new Map<number, FrameRequestCallback>();
    let next = 1;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callbacks.set(next, callback);
      return next++;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => callbacks.delete(id));
    return () => {
      const due = [...callbacks.values()];
      callbacks.clear();
      for (const callback of due) callback(performance.now());
    };
  }

  it('goes on in a task after the frame, neither before it nor in it', async () => {
    const frame = handFrames();
    const callback = vi.fn();
    afterNextPaint(callback);
    await nextTask();
    expect(callback, 'no frame yet').not.toHaveBeenCalled();
    frame();
    expect(callback, 'in the frame itself').not.toHaveBeenCalled();
    await nextTask();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, before the frame or after it', async () => {
    const frame = handFrames();
    const before = vi.fn();
    afterNextPaint(before)();
    const after = vi.fn();
    const cancelAfter = afterNextPaint(after);
    frame();
    cancelAfter();
    await nextTask();
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});
